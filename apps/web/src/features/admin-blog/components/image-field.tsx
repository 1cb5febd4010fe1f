import type { ImageMeta, UploadedImage } from '@atelier/core';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { labelClasses } from '@/components/admin';
import { Button, buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';
import type { UploadImage } from '@/lib/upload-image';
import { useImageUpload } from '@/lib/use-image-upload';
import type { PostFormValues } from './post-form-model';

interface ImageFieldProps {
  name: 'featured_image_url' | 'thumbnail_url';
  label: string;
  hint: string;
  upload: UploadImage;
  /** The uploaded image's size and variants (the featured image keeps them for the preview). */
  onUploaded?: (image: UploadedImage | null) => void;
  /** Server metadata of the current image, for its proportions. */
  meta?: ImageMeta | null;
}

/** An image chosen from the computer: uploads at once with progress, shown whole, removable. */
export function ImageField({ name, label, hint, upload, onUploaded, meta }: ImageFieldProps) {
  const id = useId();
  const { control, formState } = useFormContext<PostFormValues>();
  const { field } = useController({ control, name });
  const state = useImageUpload(upload);
  const shown = state.localPreview ?? field.value;
  const error = state.error ?? formState.errors[name]?.message;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const image = await state.upload(file);
    if (!image) return;
    field.onChange(name === 'thumbnail_url' ? image.thumbnail_url : image.url);
    onUploaded?.(image);
  };

  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={labelClasses}>
        {label}
      </p>
      <div
        // The picture whole at its own proportions; a low box while there is none.
        className={cn(
          'flex w-full items-center justify-center border border-line bg-placeholder/60',
          shown ? 'aspect-[3/2]' : 'h-20',
        )}
        style={
          shown && meta && !state.localPreview
            ? { aspectRatio: `${meta.width} / ${meta.height}` }
            : undefined
        }
      >
        {shown ? (
          <img src={shown} alt={`${label} preview`} className="h-full w-full object-contain" />
        ) : (
          <span className="text-sm text-muted">No image</span>
        )}
      </div>
      {state.uploading && (
        <progress
          aria-label={`Uploading ${label.toLowerCase()}`}
          value={Math.round(state.progress * 100)}
          max={100}
          className="h-1.5 w-full accent-accent"
        />
      )}
      <div className="flex flex-wrap gap-2">
        {/* A label styled as a button: the file input inside keeps keyboard access and names. */}
        <label
          className={buttonClasses(
            'secondary',
            'sm',
            cn(
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent',
              state.uploading && 'pointer-events-none opacity-60',
            ),
          )}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/tiff,image/webp,image/avif,image/heic"
            disabled={state.uploading}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {state.uploading
            ? 'Uploading…'
            : field.value
              ? `Replace ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
        </label>
        {state.uploading && (
          <Button variant="ghost" size="sm" onClick={state.cancel}>
            Cancel
          </Button>
        )}
        {field.value && !state.uploading && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              field.onChange('');
              onUploaded?.(null);
            }}
          >
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
