import { CollectionInput, MESSAGES, type Collection } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { inputClasses } from '@/components/admin';
import { serverFieldErrors, schemaResolver } from '@/components/form';
import { Button } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { errorMessage, notify } from '@/lib/toast';
import { useRenameCollection } from '../api/rename-collection';

const NameOnly = CollectionInput.pick({ name: true });

interface RenameCollectionFormProps {
  collection: Collection;
  onDone: () => void;
}

/** The name, editable in its row: Enter saves, Escape or Cancel gives up. */
export function RenameCollectionForm({ collection, onDone }: RenameCollectionFormProps) {
  const rename = useRenameCollection();
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({
    resolver: schemaResolver(NameOnly),
    defaultValues: { name: collection.name },
  });
  const error = formState.errors.name?.message;
  const errorId = `rename-${collection.id}-error`;

  const onSubmit = handleSubmit(async ({ name }) => {
    if (name === collection.name) return onDone();
    try {
      await rename.mutateAsync({ id: collection.id, name });
      notify.success(`Renamed to “${name}”`);
      onDone();
    } catch (err) {
      const field = serverFieldErrors(err).find((f) => f.path === 'name');
      if (field || (err instanceof ApiError && err.status === 409))
        setError(
          'name',
          { type: 'server', message: field?.message ?? (err as Error).message },
          { shouldFocus: true },
        );
      else notify.error(errorMessage(err, MESSAGES.unexpectedError));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Rename ${collection.name}`}
      className="space-y-1"
    >
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="text"
          aria-label="Collection name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // Opening the rename form is a request to type: the field takes the focus.
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          className={inputClasses('min-h-9 max-w-xs flex-1')}
          {...register('name')}
        />
        <Button type="submit" size="sm" loading={rename.isPending} loadingLabel="Saving">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
