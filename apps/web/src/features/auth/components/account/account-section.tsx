import { useId, type ReactNode } from 'react';

/** A part of the account screen: title and purpose on the left, its card on the right. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 border-b border-line py-8 first:pt-0 last:border-b-0 md:grid-cols-[14rem_1fr] md:gap-10"
    >
      <div>
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <div className="space-y-5 border border-line bg-surface p-5 md:p-6">{children}</div>
    </section>
  );
}
