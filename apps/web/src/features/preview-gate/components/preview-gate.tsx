import { useEffect, useId } from 'react';
import { exchangeAccessLink } from '../api/exchange-access-link';
import { cn } from '@/lib/cn';
import { GateTabs } from './gate-tabs';
import { JoinForm } from './join-form';
import { PasswordForm } from './password-form';

interface PreviewGateProps {
  /** Stores the grant; the caller's view then shows the works. */
  onGranted: (token: string, expiresAt: string) => void;
  title?: string;
  description?: string;
  className?: string;
}

/**
 * The gate of the preview collection (docs/product.md §4, §5): a password from the newsletter, or joining
 * the list, opens it for 24 hours in this browser session.
 */
export function PreviewGate({
  onGranted,
  title = 'This collection is private',
  description = 'New paintings are shown to mailing-list subscribers before they are released. Enter the password from your email, or join the list to see them now.',
  className,
}: PreviewGateProps) {
  const headingId = useId();
  // A personal link from a newsletter opens the collection without a password; the token
  // leaves the address bar at once so it is not bookmarked or shared by accident.
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('access');
    if (!token) return;
    url.searchParams.delete('access');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    exchangeAccessLink(token).then(
      (grant) => onGranted(grant.token, grant.expires_at),
      () => undefined, // An expired or foreign link leaves the gate as it is.
    );
  }, [onGranted]);
  return (
    <section
      aria-labelledby={headingId}
      className={cn('mx-auto w-full max-w-lg border border-line bg-surface p-6 sm:p-10', className)}
    >
      <p className="label-caps">Preview collection</p>
      <h2 id={headingId} className="mt-2 text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-muted">{description}</p>
      <div className="mt-8">
        <GateTabs
          label="Ways to open the preview"
          tabs={[
            { id: 'password', label: 'Password', panel: <PasswordForm onGranted={onGranted} /> },
            { id: 'join', label: 'Join', panel: <JoinForm onGranted={onGranted} /> },
          ]}
        />
      </div>
    </section>
  );
}
