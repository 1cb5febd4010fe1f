import { Link } from 'react-router';
import { adminPaths } from '@/lib/admin-paths';
import { useSiteName } from '@/lib/public-settings';

/** Site name in the display serif with a quiet "Admin" label, linking to the dashboard. */
export function AdminBrand() {
  const siteName = useSiteName();
  return (
    <Link to={adminPaths.dashboard()} className="block leading-tight">
      <span className="block font-display text-xl">{siteName}</span>
      <span className="label-caps">Admin</span>
    </Link>
  );
}
