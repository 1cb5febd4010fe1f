import type { UploadedImage } from '@atelier/core';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { labelClasses } from '@/components/admin';
import { Button, buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useImageUpload } from '@/lib/use-image-upload';
import { UploadProgress } from './upload-progress';

interface ImageUploadFieldProps {
  /** "Primary image": also names the file input ("Upload primary image"). */
  label: string;
  hint?: string;
  /** A small version of the current image to show, or null when there is none. */
  preview: string | null;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/**
 * Choose (or drop) a photo: it shows at once, uploads with a progress bar, and the server's
 * refusal (too large, not an image) appears under it. Phone photos work: accept="image/*"
 * lets the phone offer its camera or library without forcing either.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, hint, preview, onUploaded, onRemove, onUploadingChange, error } = props;
  const id = useId();
  const upload = useImageUpload();
  const [dragging, setDragging] = useState(false);
  const shown = upload.localPreview ?? preview;
  const message = upload.error ?? error;
  const name = label.toLowerCase();

  useEffect(() => onUploadingChange(upload.uploading), [upload.uploading, onUploadingChange]);

  const start = async (file: File | undefined) => {
    if (!file) return;
    const image = await upload.upload(file);
    if (image) onUploaded(image);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className={labelClasses}>
        {label}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex h-56 items-center justify-center border border-dashed border-line bg-paper p-3',
          dragging && 'border-accent bg-accent/5',
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={`Preview of the ${name}`}
            className={cn('max-h-full max-w-full object-contain', upload.uploading && 'opacity-70')}
          />
        ) : (
          <p className="px-4 text-center text-sm text-muted">
            No image yet. Choose a photo or drop it here.
          </p>
        )}
      </div>
      {upload.uploading && (
        <UploadProgress
          progress={upload.progress}
          label={`Uploading ${name}`}
          onCancel={upload.cancel}
        />
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={buttonClasses(
            'secondary',
            'sm',
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
          )}
        >
          <input
            type="file"
            accept="image/*"
            aria-label={`${preview ? 'Replace' : 'Upload'} ${name}`}
            aria-describedby={
              [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') ||
              undefined
            }
            disabled={upload.uploading}
            className="sr-only"
            onChange={(event) => {
              void start(event.target.files?.[0]);
              // Choosing the same file again must fire change again.
              event.target.value = '';
            }}
          />
          {preview ? 'Replace image' : 'Upload image'}
        </label>
        {preview && !upload.uploading && (
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
