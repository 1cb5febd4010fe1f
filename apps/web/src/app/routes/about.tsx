import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="About">
      <p className="mt-4 text-muted">Artist bio and statement (SPEC §2 About).</p>
    </PlaceholderPage>
  );
}
