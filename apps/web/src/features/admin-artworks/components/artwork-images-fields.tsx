import type { Artwork } from '@atelier/core';
import { useCallback, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ArtworkFormApi } from './artwork-form-model';
import { ImageProcessingNote } from './image-processing-note';
import { ImageUploadField } from './image-upload-field';

type Form = ArtworkFormApi;

interface ArtworkImagesFieldsProps {
  form: Form;
  artwork?: Artwork;
  /** Called with true while either image uploads (saving waits for it). */
  onUploadingChange: (uploading: boolean) => void;
}

const dirty = { shouldDirty: true, shouldValidate: true } as const;

/** The smallest stored size of the framed image, for a light preview. */
const smallestVariant = (artwork?: Artwork) =>
  artwork?.framed_image?.variants.reduce<{ width: number; url: string } | null>(
    (small, v) => (!small || v.width < small.width ? v : small),
    null,
  )?.url;

/**
 * The painting (primary) and the painting in its frame (framed, for the "Framed View").
 * Uploads store primary_image_url and thumbnail_url, or framed_image_url.
 */
export function ArtworkImagesFields({
  form,
  artwork,
  onUploadingChange,
}: ArtworkImagesFieldsProps) {
  const { control, setValue, formState } = form;
  const [primaryUrl, thumbnailUrl, framedUrl] = useWatch({
    control,
    name: ['primary_image_url', 'thumbnail_url', 'framed_image_url'],
  });
  // Small previews of framed images: the stored one's smallest size, uploads' thumbnails.
  const [framedPreviews, setFramedPreviews] = useState<Record<string, string>>(() => {
    const small = smallestVariant(artwork);
    return artwork?.framed_image_url && small ? { [artwork.framed_image_url]: small } : {};
  });
  const busy = useRef({ primary: false, framed: false });
  const onPrimaryBusy = useCallback(
    (uploading: boolean) => {
      busy.current.primary = uploading;
      onUploadingChange(busy.current.primary || busy.current.framed);
    },
    [onUploadingChange],
  );
  const onFramedBusy = useCallback(
    (uploading: boolean) => {
      busy.current.framed = uploading;
      onUploadingChange(busy.current.primary || busy.current.framed);
    },
    [onUploadingChange],
  );

  return (
    <>
      <ImageUploadField
        label="Primary image"
        hint="The painting alone, straight on. JPEG, PNG, TIFF, WebP, AVIF or HEIC up to 200 MB; phone photos and full-size scans are fine."
        preview={thumbnailUrl ?? primaryUrl}
        error={formState.errors.primary_image_url?.message}
        onUploadingChange={onPrimaryBusy}
        onUploaded={(image) => {
          setValue('primary_image_url', image.url, dirty);
          setValue('thumbnail_url', image.thumbnail_url, dirty);
        }}
        onRemove={() => {
          setValue('primary_image_url', null, dirty);
          setValue('thumbnail_url', null, dirty);
        }}
      />
      <ImageProcessingNote url={primaryUrl ?? null} />
      <ImageUploadField
        label="Framed image"
        hint="Optional: the painting in its frame, offered as “Framed View” on the artwork page."
        preview={framedUrl ? (framedPreviews[framedUrl] ?? framedUrl) : null}
        error={formState.errors.framed_image_url?.message}
        onUploadingChange={onFramedBusy}
        onUploaded={(image) => {
          setFramedPreviews((previews) => ({ ...previews, [image.url]: image.thumbnail_url }));
          setValue('framed_image_url', image.url, dirty);
        }}
        onRemove={() => setValue('framed_image_url', null, dirty)}
      />
    </>
  );
}
