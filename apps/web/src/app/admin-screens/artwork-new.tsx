import { NewArtworkScreen } from '@/features/admin-artworks/components/new-artwork-screen';

/** /admin/artworks/new */
export function Component() {
  return <NewArtworkScreen />;
}
