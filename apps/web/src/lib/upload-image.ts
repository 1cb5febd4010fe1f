import { MAX_UPLOAD_BYTES, MESSAGES, STORAGE_KEYS, type UploadedImage } from '@atelier/core';
import { ApiError, buildUrl, handleUnauthorized } from '@/lib/api-client';
import { local } from '@/lib/storage';

/** Said before sending a file the server would refuse for its size (the server says the same). */
export const TOO_LARGE_MESSAGE = `The image is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

interface Envelope {
  data?: UploadedImage;
  error?: { message?: unknown; code?: unknown; details?: unknown };
}

function parse(text: string): Envelope | undefined {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return undefined;
  }
}

/**
 * The admin's one image upload (artworks, blog posts, images inside rich text).
 * POST /uploads/image (multipart field `image`) through XMLHttpRequest, the one browser API
 * that reports upload progress: `onProgress` gets 0..1 as bytes leave. Sends the token the way
 * the API client does and fails with the same ApiError (the server's message, e.g. 413/415).
 */
export type UploadImage = (
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<UploadedImage>;

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      reject(new ApiError(TOO_LARGE_MESSAGE, 413, 'payload_too_large'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/uploads/image'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = local.get(STORAGE_KEYS.authToken);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
        onProgress(1);
        resolve(body.data);
        return;
      }
      handleUnauthorized(xhr.status);
      const error = body?.error;
      const fromServer = typeof error?.message === 'string' && error.message !== '';
      const message = fromServer
        ? String(error?.message)
        : xhr.statusText || MESSAGES.unexpectedError;
      const code = typeof error?.code === 'string' ? error.code : undefined;
      reject(new ApiError(message, xhr.status, code, error?.details, fromServer));
    };
    xhr.onerror = () =>
      reject(new ApiError('The upload failed. Check the connection and try again.', 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
