import { MESSAGES, type UploadedImage } from '@atelier/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadImage, type UploadImage } from './upload-image';

export interface ImageUploadState {
  /** 0..1 while uploading. */
  progress: number;
  uploading: boolean;
  error: string | null;
  /** The chosen file, shown at once while it uploads (an object URL). */
  localPreview: string | null;
}

const IDLE: ImageUploadState = { progress: 0, uploading: false, error: null, localPreview: null };

/**
 * One image field's upload: progress, the server's error, a local preview meanwhile, and
 * cancel. `upload` resolves with the stored image, or null when it failed or was cancelled.
 * `send` is the upload itself (tests pass a fake; XMLHttpRequest has no fetch mock).
 */
export function useImageUpload(send: UploadImage = uploadImage) {
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      release();
    },
    [release],
  );

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      controller.current?.abort();
      release();
      const abort = new AbortController();
      controller.current = abort;
      preview.current = URL.createObjectURL(file);
      setState({ progress: 0, uploading: true, error: null, localPreview: preview.current });
      try {
        const image = await send(
          file,
          (progress) => setState((s) => ({ ...s, progress })),
          abort.signal,
        );
        setState(IDLE);
        return image;
      } catch (error) {
        if (abort.signal.aborted) return null;
        const message = error instanceof Error ? error.message : MESSAGES.unexpectedError;
        setState({ ...IDLE, error: message });
        return null;
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          release();
        }
      }
    },
    [release, send],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, upload, cancel, clearError };
}
