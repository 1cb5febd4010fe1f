import type { ReactNode } from 'react';
import { CATEGORY_META } from './settings-fields';

const humanise = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** A category of settings: its title and purpose on the left, the fields in a card. */
export function SettingsSection({ category, children }: { category: string; children: ReactNode }) {
  const meta = CATEGORY_META[category];
  const id = `settings-${category}`;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 border-b border-line py-8 first:pt-0 last:border-b-0 md:grid-cols-[14rem_1fr] md:gap-10"
    >
      <div>
        <h2 id={id} className="text-2xl">
          {meta?.title ?? humanise(category)}
        </h2>
        {meta?.description && <p className="mt-1 text-sm text-muted">{meta.description}</p>}
      </div>
      <div className="space-y-6 border border-line bg-surface p-5 md:p-6">{children}</div>
    </section>
  );
}
