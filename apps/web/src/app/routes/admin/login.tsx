import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Admin login">
      <p className="mt-4 text-muted">Open route; on success go to the dashboard.</p>
    </PlaceholderPage>
  );
}
