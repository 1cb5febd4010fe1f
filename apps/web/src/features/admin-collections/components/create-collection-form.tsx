import { CollectionInput, MESSAGES } from '@atelier/core';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { serverFieldErrors, schemaResolver } from '@/components/form';
import { Button } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { errorMessage, notify } from '@/lib/toast';
import { useCreateCollection } from '../api/create-collection';

const NameOnly = CollectionInput.pick({ name: true });
type NameValues = { name: string };

/**
 * Name a new collection and add it (it goes last). A taken name (409) or a field error from
 * the server is shown under the field, like the schema's own "Name is required".
 */
export function CreateCollectionForm() {
  const create = useCreateCollection();
  const { register, handleSubmit, reset, setError, formState } = useForm<NameValues>({
    resolver: schemaResolver(NameOnly),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const created = await create.mutateAsync({ name });
      reset({ name: '' });
      notify.success(`“${created.name}” added`);
    } catch (error) {
      const field = serverFieldErrors(error).find((f) => f.path === 'name');
      const conflict = error instanceof ApiError && error.status === 409;
      if (field || conflict) {
        setError(
          'name',
          { type: 'server', message: field?.message ?? (error as Error).message },
          { shouldFocus: true },
        );
      } else {
        notify.error(errorMessage(error, MESSAGES.unexpectedError));
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a collection"
      className="mb-6 flex flex-wrap items-start gap-3 border border-line bg-surface p-4"
    >
      <FormField
        label="New collection"
        error={formState.errors.name?.message}
        className="min-w-56 flex-1"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            placeholder="e.g. Coastal Studies"
            className={inputClasses()}
            {...register('name')}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-7" loading={create.isPending} loadingLabel="Adding">
        Add collection
      </Button>
    </form>
  );
}
