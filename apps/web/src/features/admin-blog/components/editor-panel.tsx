import { useId, type ReactNode } from 'react';

/** A titled box of the editor's side column (Publishing, Images, Video...). */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 border border-line bg-surface p-5">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
