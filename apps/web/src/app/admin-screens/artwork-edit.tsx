import { MESSAGES } from '@atelier/core';
import { useParams } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { EditArtworkScreen } from '@/features/admin-artworks/components/edit-artwork-screen';
import { ReserveForBuyer } from '@/features/admin-offers/components/reserve-for-buyer';

/**
 * /admin/artworks/{id}/edit, with the offers feature's "Reserve for a buyer": a non-numeric or
 * non-positive id never reaches the server.
 */
export function Component() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (id <= 0)
    return (
      <>
        <AdminPageHeader title="Edit artwork" />
        <EmptyState title={MESSAGES.invalidArtworkId} />
      </>
    );
  return (
    <EditArtworkScreen
      key={id}
      id={id}
      extraActions={(artwork) => <ReserveForBuyer artwork={artwork} />}
    />
  );
}
