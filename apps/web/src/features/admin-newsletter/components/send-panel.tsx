import { formatNumber } from '@atelier/core';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog, inputClasses, labelClasses } from '@/components/admin';
import { Button } from '@/components/ui';
import {
  dateTimeLabel,
  fromLocalInput,
  isFutureLocal,
  suggestedSchedule,
  timeZoneName,
} from '@/lib/local-time';

interface SendPanelProps {
  subject: string;
  /** Active subscribers the audience reaches now; undefined while counting. */
  recipients: number | undefined;
  disabled?: boolean;
  /** Saves the draft, then sends (no `at`) or schedules; rejects with the server's message. */
  onSend: (at?: string) => Promise<unknown>;
}

/**
 * Send now or at a time (the artist's time zone, sent as UTC), always through one confirmation.
 * The confirm button ignores clicks while the request runs, and a ref guards the gap before
 * React re-renders: a double click sends once (the server refuses a second send as well).
 */
export function SendPanel({ subject, recipients, disabled, onSend }: SendPanelProps) {
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(suggestedSchedule);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);
  const later = when === 'later';
  const atIso = later ? fromLocalInput(at) : null;

  const ask = () => {
    if (later && !isFutureLocal(at)) {
      setError('The send time must be in the future');
      return;
    }
    setError(undefined);
    setOpen(true);
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await onSend(atIso ?? undefined);
      setOpen(false);
    } catch {
      setOpen(false);
    } finally {
      inFlight.current = false;
    }
  };

  const count =
    recipients === undefined
      ? 'the chosen subscribers'
      : `${formatNumber(recipients)} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;

  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="text-sm font-medium text-ink">When</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={`${id}-when`} checked={!later} onChange={() => setWhen('now')} />
        Send now
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={`${id}-when`} checked={later} onChange={() => setWhen('later')} />
        Send at a time
      </label>
      {later && (
        <div className="ml-6 space-y-1.5">
          <label htmlFor={`${id}-at`} className={labelClasses}>
            Date and time
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-describedby={`${id}-tz${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className={inputClasses()}
          />
          <p id={`${id}-tz`} className="text-xs text-muted">
            Your time zone: {timeZoneName()}.
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button onClick={ask}>{later ? 'Schedule…' : 'Send…'}</Button>
      <ConfirmDialog
        open={open}
        title={later ? 'Schedule this issue?' : 'Send this issue now?'}
        confirmLabel={later ? 'Schedule' : 'Send now'}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        “{subject}” goes to {count}
        {atIso ? ` on ${dateTimeLabel(atIso)} (${timeZoneName()})` : ' now'}. Each subscriber gets
        one copy.
      </ConfirmDialog>
    </fieldset>
  );
}
