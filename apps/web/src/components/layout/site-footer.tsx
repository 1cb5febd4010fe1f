import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useBrowserValue } from '@/lib/use-hydrated';
import { SocialLink } from './social-link';

interface SiteFooterProps {
  siteName: string;
  socialUrl: string | null;
  /** The newsletter signup form (from features/newsletter). */
  signupSlot?: ReactNode;
}

const linkClass = 'text-sm hover:text-accent';

export function SiteFooter({ siteName, socialUrl, signupSlot }: SiteFooterProps) {
  // The server's year and the visitor's differ only around New Year; hydration keeps the server's.
  const year = useBrowserValue(new Date().getFullYear(), new Date().getUTCFullYear());
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-(--container-page) grid-cols-1 gap-12 px-5 py-14 md:grid-cols-[2fr_1fr] md:px-10">
        {signupSlot}
        <nav aria-label="Footer">
          <ul className="space-y-3">
            <li>
              <Link to={paths.artworks()} className={linkClass}>
                View Artwork
              </Link>
            </li>
            <li>
              <Link to={paths.about()} className={linkClass}>
                About the Artist
              </Link>
            </li>
            <li>
              <Link to={paths.contact()} className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <Link to={paths.mailingList()} className={linkClass}>
                Mailing List
              </Link>
            </li>
            {socialUrl && (
              <li>
                <SocialLink url={socialUrl} siteName={siteName} className={linkClass}>
                  Instagram
                </SocialLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line px-5 py-6 text-center text-xs text-muted md:px-10">
        © {year} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
