import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Order received">
      <p className="mt-4 text-muted">Checkout success (lazy route).</p>
    </PlaceholderPage>
  );
}
