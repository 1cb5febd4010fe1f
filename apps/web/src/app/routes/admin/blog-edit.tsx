import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Edit post">
      <p className="mt-4 text-muted">Edits the post of the :id param.</p>
    </PlaceholderPage>
  );
}
