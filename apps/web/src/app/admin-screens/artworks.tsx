import { ArtworksScreen } from '@/features/admin-artworks/components/artworks-screen';

/** /admin/artworks */
export function Component() {
  return <ArtworksScreen />;
}
