import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Collections">
      <p className="mt-4 text-muted">Collections page (lazy route).</p>
    </PlaceholderPage>
  );
}
