import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Artwork">
      <p className="mt-4 text-muted">
        Gallery: collection filter (?collection), Available switch (?available), 20 per page
        (?page).
      </p>
    </PlaceholderPage>
  );
}
