import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/** The blog screens' primary action, in their header and again in their empty state. */
export function NewPostLink() {
  return (
    <Link to={paths.admin.blogNew()} className={buttonClasses('primary', 'sm')}>
      New post
    </Link>
  );
}
