import { MAX_HOLD_AHEAD_DAYS, dayInWords, holdDay } from '@atelier/core';
import { useState } from 'react';
import { FormDialog, FormDialogActions, FormField, inputClasses } from '@/components/admin';
import { serverFieldErrors } from '@/components/form';
import { errorMessage } from '@/lib/toast';

interface ExtendHoldDialogProps {
  order: { number: string; name: string; hold_expires_at: string; extend_to: string };
  /** Resolves when the server has moved the hold; rejects with the reason it refused. */
  onExtend: (untilDay: string) => Promise<unknown>;
  onCancel: () => void;
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * "Extend hold": the day the works stay held until, starting at the shop's usual extension
 * (`extend_to`, the setting's days more). The buyer is emailed the new day. Mounted only open.
 */
export function ExtendHoldDialog({ order, onExtend, onCancel }: ExtendHoldDialogProps) {
  const current = holdDay(order.hold_expires_at);
  const [day, setDay] = useState(holdDay(order.extend_to));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || day <= current) {
      setError(`Choose a day after ${dayInWords(current)}.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onExtend(day);
    } catch (failure) {
      // The day refused (the server's words, without its field name), or why the hold cannot move.
      setError(
        serverFieldErrors(failure)[0]?.message ??
          errorMessage(failure, 'The hold could not be extended.'),
      );
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={`Give ${order.name} more time`}
      description={`Order ${order.number} holds its works until ${dayInWords(current)}. The buyer is emailed the new day.`}
      onCancel={onCancel}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <FormField
          label="Hold until"
          error={error}
          hint={valid && day > current ? `Until the end of ${dayInWords(day)}.` : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={day}
              min={dayAfter(current, 1)}
              max={dayAfter(today, MAX_HOLD_AHEAD_DAYS)}
              onChange={(e) => setDay(e.target.value)}
              className={inputClasses()}
            />
          )}
        </FormField>
        <FormDialogActions
          submitLabel="Extend hold"
          busyLabel="Extending"
          busy={busy}
          onCancel={onCancel}
        />
      </form>
    </FormDialog>
  );
}
