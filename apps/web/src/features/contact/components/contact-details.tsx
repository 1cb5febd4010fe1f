import { MESSAGES } from '@atelier/core';
import { Skeleton } from '@/components/ui';
import { useSocialUrl } from '@/lib/public-settings';
import { useContactEmail } from '../api/get-contact-email';

/** Contact information beside the form: the promise of a reply, the address, the profile. */
export function ContactDetails() {
  const { email, isPending } = useContactEmail();
  const socialUrl = useSocialUrl();

  return (
    <div className="space-y-6">
      <p className="text-lg">
        Questions about a painting, a commission or an exhibition? Write to me here.
      </p>
      <p className="text-muted">{MESSAGES.contactResponseTime}</p>
      <dl className="space-y-4 border-t border-line pt-6">
        {isPending ? (
          <Skeleton className="h-11 w-56" />
        ) : (
          email && (
            <div>
              <dt className="label-caps">Email</dt>
              <dd>
                <a
                  href={`mailto:${email}`}
                  className="text-accent underline hover:text-accent-strong"
                >
                  {email}
                </a>
              </dd>
            </div>
          )
        )}
        {socialUrl && (
          <div>
            <dt className="label-caps">Instagram</dt>
            <dd>
              <a
                href={socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent underline hover:text-accent-strong"
              >
                {socialUrl.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
