import { PlaceholderPage } from '@/app/placeholder-page';

/** Route module (React Router `Component` export). Placeholder until the screen is built. */
export function Component() {
  return (
    <PlaceholderPage title="Blog">
      <p className="mt-4 text-muted">
        Blog list: 9 per page, ?page and ?category (SPEC §2 Blog list).
      </p>
    </PlaceholderPage>
  );
}
