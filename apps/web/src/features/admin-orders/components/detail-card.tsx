import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled card of the order screen (buyer, address, payment...). */
export function DetailCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('border border-line bg-surface', className)}>
      <h2 id={id} className="border-b border-line px-5 py-3 text-xl">
        {title}
      </h2>
      <div className="px-5 py-4 text-sm">{children}</div>
    </section>
  );
}

/** A label and its value in a card's list of facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-right break-words">{children}</dd>
    </div>
  );
}
