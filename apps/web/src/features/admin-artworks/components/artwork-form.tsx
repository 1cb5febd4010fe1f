import { MESSAGES, type Artwork, type ArtworkInput, type Collection } from '@atelier/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions, UnsavedChangesGuard } from '@/components/admin';
import { showServerFieldErrors } from '@/components/form';
import { RichTextField } from '@/components/admin/rich-text-field';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useCreateArtwork } from '../api/create-artwork';
import { useUpdateArtwork } from '../api/update-artwork';
import { AccoladesEditor } from './accolades-editor';
import { ArtworkDetailsFields } from './artwork-details-fields';
import {
  artworkResolver,
  EMPTY_ARTWORK,
  toFormValues,
  type ArtworkFormValues,
} from './artwork-form-model';
import { ArtworkImagesFields } from './artwork-images-fields';
import { ArtworkSaleFields, ArtworkVisibilityFields } from './artwork-sale-fields';
import { CollectionsPicker } from './collections-picker';
import { FormSection } from './form-section';

interface ArtworkFormProps {
  /** Undefined creates a new artwork. */
  artwork?: Artwork;
  collections: Collection[];
}

type FieldName = keyof ArtworkFormValues;
const FIELDS = new Set(Object.keys(EMPTY_ARTWORK));

/**
 * Creates or edits an artwork: every field of docs/product.md §3, checked by the shared ArtworkInput
 * schema (messages next to the fields), the server's field errors placed the same way.
 */
export function ArtworkForm({ artwork, collections }: ArtworkFormProps) {
  const navigate = useNavigate();
  const create = useCreateArtwork();
  const update = useUpdateArtwork();
  const initial = useMemo(() => (artwork ? toFormValues(artwork) : EMPTY_ARTWORK), [artwork]);
  const form = useForm<ArtworkFormValues, unknown, ArtworkInput>({
    resolver: artworkResolver,
    defaultValues: initial,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const [uploading, setUploading] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const saving = create.isPending || update.isPending;

  // A new work opens for editing once the form is clean, so the unsaved-changes guard lets it go.
  useEffect(() => {
    if (createdId !== null && !formState.isDirty)
      void navigate(adminPaths.artworkEdit(createdId), { replace: true });
  }, [createdId, formState.isDirty, navigate]);

  const onSubmit = handleSubmit(async (input) => {
    if (uploading) {
      notify.error('Wait for the image to finish uploading, then save.');
      return;
    }
    try {
      const saved = artwork
        ? await update.mutateAsync({ id: artwork.id, input })
        : await create.mutateAsync(input);
      reset(toFormValues(saved));
      notify.success(artwork ? 'Changes saved' : `“${saved.title}” added`);
      if (!artwork) setCreatedId(saved.id);
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, (path) =>
        FIELDS.has(path.split('.')[0] ?? '') ? (path as FieldName) : undefined,
      );
      notify.error(
        shown > 0
          ? 'Not saved: check the highlighted fields.'
          : errorMessage(error, MESSAGES.unexpectedError),
      );
    }
  });

  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  const errors = formState.errors;
  const accoladeErrors = Array.isArray(errors.accolades)
    ? errors.accolades.map((e) => e?.message)
    : [];

  return (
    <form onSubmit={onSubmit} noValidate aria-label={artwork ? 'Edit artwork' : 'New artwork'}>
      <UnsavedChangesGuard when={formState.isDirty && createdId === null} />
      {/* Two columns on wide screens. On phones one column, pictures first: adding a photo
          is the quick job there (the columns dissolve with display: contents). */}
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="contents lg:block lg:space-y-8">
          <FormSection title="Details">
            <ArtworkDetailsFields form={form} />
          </FormSection>
          <FormSection title="About the work">
            <RichTextField
              control={control}
              name="artist_comments"
              label="Artist’s notes"
              error={errors.artist_comments?.message}
              placeholder="What the painting is about, how it was made…"
            />
            <Controller
              control={control}
              name="accolades"
              render={({ field }) => (
                <AccoladesEditor
                  value={field.value}
                  onChange={field.onChange}
                  errors={accoladeErrors}
                />
              )}
            />
          </FormSection>
        </div>
        <div className="contents lg:block lg:space-y-8">
          <FormSection title="Images" className="order-first lg:order-none">
            <ArtworkImagesFields
              form={form}
              artwork={artwork}
              onUploadingChange={onUploadingChange}
            />
          </FormSection>
          <FormSection title="Sale">
            <ArtworkSaleFields form={form} />
          </FormSection>
          <FormSection title="Visibility">
            <ArtworkVisibilityFields form={form} />
          </FormSection>
          <FormSection title="Collections">
            <Controller
              control={control}
              name="collection_ids"
              render={({ field }) => (
                <CollectionsPicker
                  collections={collections}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.collection_ids?.message}
                />
              )}
            />
          </FormSection>
        </div>
      </div>
      <FormActions
        dirty={formState.isDirty}
        saving={saving}
        onDiscard={() => reset(initial)}
        saveLabel={artwork ? 'Save' : 'Add artwork'}
        isNew={!artwork}
      />
    </form>
  );
}
