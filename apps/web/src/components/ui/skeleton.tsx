import { cn } from '@/lib/cn';

interface SkeletonProps {
  className?: string;
  /** Reserve an exact shape, e.g. { aspectRatio: '4 / 5' }, so nothing shifts when content lands. */
  style?: React.CSSProperties;
}

/** A placeholder shaped like the content it stands for (docs/design.md: skeletons, not spinners). */
export function Skeleton({ className, style }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn('animate-pulse bg-placeholder', className)}
    />
  );
}

/** Lines of text placeholder; the last line is shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
