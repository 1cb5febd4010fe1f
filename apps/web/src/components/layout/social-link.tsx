import { InstagramIcon } from '@/components/ui';
import { cn } from '@/lib/cn';

interface SocialLinkProps {
  url: string;
  /** Shown text; without it the link is an icon with an accessible name. */
  children?: React.ReactNode;
  siteName: string;
  className?: string;
}

/** The artist's social profile, in a new tab (noopener: the new page cannot reach this one). */
export function SocialLink({ url, children, siteName, className }: SocialLinkProps) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={children ? undefined : `${siteName} on Instagram (opens in a new tab)`}
      className={cn('inline-flex items-center hover:text-accent', className)}
    >
      {children ?? <InstagramIcon width={22} height={22} />}
      {children && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
