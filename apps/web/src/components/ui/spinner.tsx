import { cn } from '@/lib/cn';
import { VisuallyHidden } from './visually-hidden';

interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-[1.5px]', md: 'size-6 border-2', lg: 'size-10 border-2' };

/** A quiet ring with a role="status" label; use Skeleton for content placeholders instead. */
export function Spinner({ label = 'Loading...', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          SIZES[size],
        )}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** Full-area spinner while a lazy page loads (docs/product.md §2). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted">
      <Spinner size="lg" />
    </div>
  );
}
