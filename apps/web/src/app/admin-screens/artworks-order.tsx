import { ArtworksOrderScreen } from '@/features/admin-artworks/components/artworks-order-screen';

/** /admin/artworks/order */
export function Component() {
  return <ArtworksOrderScreen />;
}
