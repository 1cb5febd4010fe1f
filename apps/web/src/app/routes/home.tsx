import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Home">
      <p className="mt-4 text-muted">
        Home page: hero slideshow, welcome, Recent Works, From the Studio (SPEC §2 Home).
      </p>
    </PlaceholderPage>
  );
}
