import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait';

/** An underlined accent link inside text or beside it ("View all posts", "Remove"). */
export const textLinkClasses = 'text-accent underline underline-offset-4 hover:text-accent-strong';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-accent-strong',
  secondary: 'border border-ink text-ink hover:bg-ink hover:text-paper',
  ghost: 'text-ink hover:bg-placeholder',
  link: textLinkClasses,
  danger: 'bg-danger text-white hover:bg-[#83211a]',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm tracking-wide',
  lg: 'min-h-12 px-7 text-base tracking-wide',
  icon: 'size-11',
};

/** Classes of a button, also for a <Link> that must look like one ("Browse Artwork"). */
export const buttonClasses = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) => cn(BASE, VARIANTS[variant], variant === 'link' ? 'px-0' : SIZES[size], className);
