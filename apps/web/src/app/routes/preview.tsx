import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Preview">
      <p className="mt-4 text-muted">Preview collection gate (lazy route).</p>
    </PlaceholderPage>
  );
}
