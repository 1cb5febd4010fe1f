import type { Artwork } from '@atelier/core';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';
import { AvailabilityBadge, stateOf } from './availability-badge';

/**
 * Under the editor's title: what the work is now (held by which order, reserved for whom and
 * until when), a link to that order, and whether visitors see it. Phrasing only: a line of a
 * paragraph.
 */
export function ArtworkStateLine({ artwork }: { artwork: Artwork }) {
  const state = stateOf(artwork);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <AvailabilityBadge artwork={artwork} />
      {state.order_id !== null && (
        <Link to={adminPaths.order(state.order_id)} className="text-ink underline">
          Open order {state.order_number}
        </Link>
      )}
      {!artwork.is_public && <StatusBadge>Hidden from the site</StatusBadge>}
    </span>
  );
}
