import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';

/** The blog screens' primary action, in their header and again in their empty state. */
export function NewPostLink() {
  return (
    <Link to={adminPaths.blogNew()} className={buttonClasses('primary', 'sm')}>
      New post
    </Link>
  );
}
