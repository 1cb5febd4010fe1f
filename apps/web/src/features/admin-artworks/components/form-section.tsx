import { useId, type ReactNode } from 'react';

/** A titled group of the artwork form: an h2 and a calm bordered panel. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="space-y-5 border border-line bg-surface p-4 sm:p-5">{children}</div>
    </section>
  );
}
