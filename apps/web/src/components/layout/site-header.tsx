import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SocialLink } from './social-link';

interface SiteHeaderProps {
  siteName: string;
  socialUrl: string | null;
  /** The cart button (from features/cart), passed in so layout does not depend on features. */
  cartSlot?: ReactNode;
}

export function SiteHeader({ siteName, socialUrl, cartSlot }: SiteHeaderProps) {
  const social = socialUrl ? <SocialLink url={socialUrl} siteName={siteName} /> : null;
  return (
    <header className="border-b border-line bg-paper">
      <div className="mx-auto flex max-w-(--container-page) items-center justify-between gap-6 px-5 py-4 md:px-10 md:py-6">
        <Link
          to={paths.home()}
          className="font-display text-2xl leading-none tracking-wide md:text-3xl"
        >
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <MainNav layout="bar" />
        </nav>
        <div className="flex items-center gap-1">
          <span className="hidden md:inline-flex">{social}</span>
          {cartSlot}
          <MobileMenu footer={social} />
        </div>
      </div>
    </header>
  );
}
