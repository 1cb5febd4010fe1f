import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminHead, NoIndex } from '@/components/admin';
import { paths } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The link under the card; defaults to the public site. */
  back?: { to: string; label: string };
}

/** The frame of the open admin pages (sign in, forgot and reset password): one card, centred. */
export function AuthCard({ title, children, back }: AuthCardProps) {
  const siteName = useSiteName();
  const link = back ?? { to: paths.home(), label: '← Back to the site' };
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-paper px-5 py-12">
      <AdminHead title={title} />
      <NoIndex />
      <main id="main" className="w-full max-w-sm">
        <p className="label-caps mb-2 text-center">{siteName}</p>
        <h1 className="mb-8 text-center text-4xl">{title}</h1>
        <div className="border border-line bg-surface p-6 sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to={link.to} className="text-muted underline-offset-4 hover:underline">
            {link.label}
          </Link>
        </p>
      </main>
    </div>
  );
}
