import { STORAGE_KEYS } from '@atelier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { ApiError, onUnauthorized } from './api-client';
import { uploadImage } from './upload-image';

const IMAGE = {
  url: '/uploads/a.webp',
  thumbnail_url: '/uploads/a-400.webp',
  width: 10,
  height: 5,
  variants: [],
  dominant_color: null,
};
const file = () => new File(['x'], 'a.jpg', { type: 'image/jpeg' });

afterEach(() => localStorage.clear());

describe('uploadImage', () => {
  it('posts the file as field "image" with the token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(STORAGE_KEYS.authToken, 'secret');
    const progress = vi.fn();
    const result = uploadImage(file(), progress);
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/uploads/image']);
    expect(xhr.headers.Authorization).toBe('Bearer secret');
    expect((xhr.body?.get('image') as File).name).toBe('a.jpg');
    xhr.progress(50, 200);
    expect(progress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(201, { data: IMAGE });
    await expect(result).resolves.toEqual(IMAGE);
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('fails with the server’s message, and a 401 signs the admin out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadImage(file(), vi.fn());
    FakeXhr.last().respond(415, {
      error: { message: 'This file is not an image', code: 'unsupported' },
    });
    await expect(result).rejects.toMatchObject({
      message: 'This file is not an image',
      status: 415,
    });

    localStorage.setItem(STORAGE_KEYS.authToken, 'old');
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    const again = uploadImage(file(), vi.fn());
    FakeXhr.last().respond(401, {
      error: { message: 'Authentication required', code: 'unauthorized' },
    });
    await expect(again).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(signedOut).toHaveBeenCalled();
    stop();
  });

  it('refuses a file over the size limit without sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const big = new File(['x'], 'big.jpg');
    Object.defineProperty(big, 'size', { value: 201 * 1024 * 1024 });
    await expect(uploadImage(big, vi.fn())).rejects.toMatchObject({ status: 413 });
  });
});
