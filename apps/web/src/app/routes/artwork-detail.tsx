import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Artwork">
      <p className="mt-4 text-muted">Artwork detail for the :id param (SPEC §2 Artwork detail).</p>
    </PlaceholderPage>
  );
}
