/** Shared UI used by every feature. Import from '@/components/ui'. */
export { Button, type ButtonProps } from './button';
export {
  buttonClasses,
  textLinkClasses,
  type ButtonSize,
  type ButtonVariant,
} from './button-styles';
export { LongDate, useLongDate } from './long-date';
export { PageHead } from './page-head';
export { Price } from './price';
export { ErrorBlock, QueryState } from './query-state';
export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { RichText } from './rich-text';
export {
  Skeleton,
  SkeletonField,
  SkeletonFields,
  SkeletonList,
  SkeletonMedia,
  SkeletonStack,
  SkeletonText,
} from './skeleton';
export { PageSpinner, Spinner } from './spinner';
export { Switch } from './switch';
export { VisuallyHidden } from './visually-hidden';
export * from './icons';
export { CloseMenuButton, MenuButton } from './menu-buttons';
export { MenuPanel } from './menu-panel';
