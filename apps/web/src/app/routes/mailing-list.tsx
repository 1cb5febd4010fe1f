import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Mailing List">
      <p className="mt-4 text-muted">Mailing list page (lazy route).</p>
    </PlaceholderPage>
  );
}
