import { MESSAGES, STORAGE_KEYS } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnauthorized, request } from './api-client';

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

describe('requests', () => {
  it('prefixes /api/v1, sends cookies and drops empty query values', async () => {
    fetchMock.mockResolvedValue(json({ data: 1 }));
    await api.get('/artworks', {
      query: { collection: 'Seas', featured: true, limit: 20, search: '', year: undefined },
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/artworks?collection=Seas&featured=true&limit=20');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends JSON bodies with a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await api.post('/contact', { name: 'A' });
    const { init, headers } = lastCall();
    expect(init.body).toBe('{"name":"A"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.jpg');
    await api.post('/uploads/image', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('sends the stored bearer token and preview grant', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok');
    sessionStorage.setItem(STORAGE_KEYS.previewGrant, 'grant');
    fetchMock.mockResolvedValue(json({ data: {} }));
    await api.put('/admin/settings/site_name', { value: 'X' });
    const { headers, init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-Preview-Token')).toBe('grant');
  });
});

describe('responses', () => {
  it('returns data of a plain body', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 3 } }));
    await expect(api.get('/artworks/3')).resolves.toEqual({ id: 3 });
  });

  it('returns a paginated body whole', async () => {
    const body = {
      data: [{ id: 1 }],
      pagination: { total: 1, pages: 1, page: 1, limit: 20, offset: 0 },
    };
    fetchMock.mockResolvedValue(json(body));
    await expect(api.get('/artworks')).resolves.toEqual(body);
  });

  it('returns undefined for an empty body (204)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/collections/1')).resolves.toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('returns the raw response for downloads', async () => {
    fetchMock.mockResolvedValue(
      new Response('email\na@b.c', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const response = await api.raw('/admin/subscribers/export', { query: { status: 'active' } });
    await expect(response.text()).resolves.toBe('email\na@b.c');
    expect(lastCall().url).toBe('/api/v1/admin/subscribers/export?status=active');
  });
});

describe('errors', () => {
  it('throws the server message, status, code and details', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { message: 'Artwork not found', code: 'NOT_FOUND', details: { id: 9 } } }, 404),
    );
    const error = await request('/artworks/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Artwork not found',
      status: 404,
      code: 'NOT_FOUND',
      details: { id: 9 },
      fromServer: true,
    });
  });

  it('throws an error body even with a 200 status', async () => {
    fetchMock.mockResolvedValue(json({ error: { message: 'Nope', code: 'X' } }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Nope', status: 200 });
  });

  it('falls back to the transport message without an error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/x')).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
      fromServer: false,
    });
  });

  it('uses the network failure message, else the generic one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
    fetchMock.mockRejectedValueOnce('weird');
    await expect(api.get('/x')).rejects.toMatchObject({ message: MESSAGES.unexpectedError });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(api.get('/x')).rejects.toMatchObject({
      message: MESSAGES.unexpectedError,
      status: 500,
    });
  });

  it('rethrows aborts untouched so TanStack Query can cancel', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('on 401 removes the token and tells subscribers', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(
      json({ error: { message: 'Authentication required', code: 'UNAUTHORIZED' } }, 401),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    await expect(api.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('does not clear the token on other errors', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok');
    fetchMock.mockResolvedValue(json({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }, 403));
    await expect(api.get('/admin/x')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok');
  });
});
