import { Link } from 'react-router';
import { adminPaths } from '@/lib/admin-paths';

/** "← Artworks": the way back to the list from the form and the order view. */
export function BackToArtworks() {
  return (
    <Link
      to={adminPaths.artworks()}
      className="mb-3 inline-block text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
    >
      <span aria-hidden="true">← </span>Artworks
    </Link>
  );
}
