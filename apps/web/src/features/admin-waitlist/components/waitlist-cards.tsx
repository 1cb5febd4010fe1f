import type { WaitlistEntry } from '@atelier/core';
import type { ReactNode } from 'react';
import { RowButton } from '@/components/admin';
import { cn } from '@/lib/cn';
import { ConfirmedState, Day, ToldState, WaitingFor } from './entry-facts';

interface WaitlistCardsProps {
  entries: WaitlistEntry[];
  busy: boolean;
  onDelete: (entry: WaitlistEntry) => void;
}

/** A label and its value, one line of a card. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-wrap justify-between gap-x-3">
    <dt className="text-muted">{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** Phones: the table's facts as one card per entry, each fact under its label; nothing scrolls sideways. */
export function WaitlistCards({ entries, busy, onDelete }: WaitlistCardsProps) {
  return (
    <ul
      aria-label="Waitlist"
      aria-busy={busy || undefined}
      className={cn('space-y-3 transition-opacity duration-150', busy && 'opacity-60')}
    >
      {entries.map((e) => (
        <li key={e.id} className="min-w-0 border border-line bg-surface p-4">
          <p className="font-medium break-all">{e.email}</p>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-muted">Waiting for work like</dt>
              <dd>
                <WaitingFor entry={e} />
              </dd>
            </div>
            <Fact label="Waiting since">
              <Day iso={e.created_at} />
            </Fact>
            <Fact label="Confirmed">
              <ConfirmedState entry={e} />
            </Fact>
            <Fact label="Told about new work">
              <ToldState entry={e} />
            </Fact>
          </dl>
          <div className="mt-3 flex justify-end">
            <RowButton what={e.email} variant="secondary" onClick={() => onDelete(e)}>
              Delete
            </RowButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
