import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

/** Opens the public site in a new tab, so the admin page (and any unsaved work) stays. */
export function ViewSiteLink({ className }: { className?: string }) {
  return (
    <a
      href={paths.home()}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex min-h-9 items-center gap-1 px-3 text-sm hover:text-accent',
        className,
      )}
    >
      View site <span aria-hidden="true">↗</span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
