import type { UploadedImage } from '@atelier/core';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui';
import type { UploadImage } from '@/lib/upload-image';
import { useImageUpload } from '@/lib/use-image-upload';
import { inputClasses } from './form-styles';

/** The attributes an inline image is stored with (all kept by the server's sanitiser). */
export interface InlineImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Sharp enough for the reading column on a 2x screen, yet far lighter than the original. */
const INLINE_WIDTH = 1600;

/**
 * The variant to put in the text: the first at least INLINE_WIDTH wide, else the largest,
 * else the original; width and height scaled to it so the page reserves its space.
 */
export function inlineImage(image: UploadedImage, alt: string): InlineImage {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const variant = variants.find((v) => v.width >= INLINE_WIDTH) ?? variants.at(-1);
  const width = variant?.width ?? image.width;
  const height = Math.round((image.height * width) / Math.max(1, image.width));
  return { src: variant?.url ?? image.url, alt: alt.trim(), width, height };
}

interface RichTextImageFormProps {
  upload: UploadImage;
  onInsert: (image: InlineImage) => void;
  onCancel: () => void;
}

/**
 * Under the toolbar: choose a picture (it uploads at once, with progress), describe it, insert
 * it. Not a nested <form>: the editor sits inside the page's form.
 */
export function RichTextImageForm({ upload, onInsert, onCancel }: RichTextImageFormProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState('');
  const state = useImageUpload(upload);
  useEffect(() => fileRef.current?.focus(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImage(null);
    setImage(await state.upload(file));
  };
  const insert = () => {
    if (image) onInsert(inlineImage(image, alt));
  };
  const shown = image?.thumbnail_url ?? state.localPreview;

  return (
    <div className="space-y-3 border-t border-line px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        {shown && <img src={shown} alt="" className="size-16 bg-placeholder object-contain" />}
        <label htmlFor={`${id}-file`} className="text-xs text-muted">
          Image file
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/tiff,image/webp,image/avif,image/heic"
          onChange={(event) => void choose(event)}
          className="max-w-full text-sm file:mr-3 file:min-h-9 file:border file:border-ink file:bg-transparent file:px-3 file:text-sm"
        />
      </div>
      {state.uploading && (
        <progress
          aria-label="Uploading image"
          value={Math.round(state.progress * 100)}
          max={100}
          className="h-1.5 w-full max-w-sm accent-accent"
        />
      )}
      {state.error && (
        <p role="alert" className="text-danger">
          {state.error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-alt`} className="text-xs text-muted">
          Description (alt text)
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          placeholder="What the picture shows"
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              insert();
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
          className={inputClasses('min-h-9 max-w-sm flex-1')}
        />
        <Button size="sm" disabled={!image} loading={state.uploading} onClick={insert}>
          Insert image
        </Button>
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
