import type { BlogPost } from '@atelier/core';
import { useId, useState, type FormEvent } from 'react';
import { inputClasses } from '@/components/admin';
import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useUpdatePost } from '../api/update-post';
import { dateTimeLabel, fromLocalInput, isFutureLocal, toLocalInput } from '@/lib/local-time';
import { SCHEDULE_IN_PAST } from './post-form-model';

interface RescheduleFormProps {
  post: BlogPost;
  onDone: () => void;
}

/** A new date and time for a scheduled post (PUT published_at), in the artist's time zone. */
export function RescheduleForm({ post, onDone }: RescheduleFormProps) {
  const id = useId();
  const update = useUpdatePost();
  const [value, setValue] = useState(toLocalInput(post.published_at));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (update.isPending) return;
    const iso = fromLocalInput(value);
    if (!iso) return setError('Choose a date and time');
    if (!isFutureLocal(value)) return setError(SCHEDULE_IN_PAST);
    try {
      await update.mutateAsync({ id: post.id, changes: { published_at: iso } });
      notify.success(`“${post.title}” moves to ${dateTimeLabel(iso)}`);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'The post could not be rescheduled'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Reschedule “${post.title}”`}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <div className="min-w-56">
        <label htmlFor={id} className="mb-1 block text-xs text-muted">
          New date and time
        </label>
        <input
          id={id}
          type="datetime-local"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className={inputClasses('min-h-9')}
        />
      </div>
      <Button type="submit" size="sm" loading={update.isPending} loadingLabel="Saving">
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
        Cancel
      </Button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
