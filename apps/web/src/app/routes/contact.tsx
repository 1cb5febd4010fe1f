import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Contact">
      <p className="mt-4 text-muted">Contact information and form (SPEC §2 Contact).</p>
    </PlaceholderPage>
  );
}
