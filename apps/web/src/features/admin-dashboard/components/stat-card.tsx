import { Link } from 'react-router';

export interface StatCardProps {
  title: string;
  /** The card's one big number. */
  value: number;
  /** What the big number counts, e.g. "active". */
  valueLabel: string;
  /** Smaller facts under it, a line each; null where a fact has nothing to say. */
  details: Array<string | null>;
  to: string;
}

/**
 * A count with context; the whole card is one link (the title's link stretches over it), so
 * it reads once as "Subscribers" and is one tap on a phone.
 */
export function StatCard({ title, value, valueLabel, details, to }: StatCardProps) {
  return (
    <section className="relative border border-line bg-surface p-4 transition-colors duration-150 focus-within:border-accent hover:border-muted sm:p-5">
      <h2 className="font-sans text-xs font-medium tracking-wide text-muted uppercase">
        <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
          {title}
        </Link>
      </h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl leading-none lining-nums tabular-nums">{value}</span>
        <span className="text-sm text-muted">{valueLabel}</span>
      </p>
      <div className="mt-3 text-sm text-muted">
        {details.map((line, i) => line && <p key={i}>{line}</p>)}
      </div>
    </section>
  );
}
