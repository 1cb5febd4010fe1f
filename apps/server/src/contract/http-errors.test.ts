import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** Fastify's and Node's own refusals answer in the same envelope as the API's. */
const t = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

function expectEnvelope(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({
    error: expect.objectContaining({ code, message: expect.any(String) }),
  });
}

/** Sends raw bytes and reads the whole answer: headers too large never reach Fastify's router. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(request);
  });
}

const post = (url: string, payload: string | Buffer, contentType?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe("Fastify's own errors", () => {
  it('431: headers too large', async () => {
    const res = await raw(
      `GET /api/v1/artworks HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'headers_too_large', message: expect.any(String) },
    });
  });

  it('400: a request line that is not HTTP', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'bad_request', message: expect.any(String) },
    });
  });

  it('413: a JSON body over the limit', async () => {
    const res = await post(
      '/api/v1/contact',
      JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      'application/json',
    );
    expectEnvelope(res, 413, 'payload_too_large');
    expect(res.json().error.message).toBe('The request body is too large');
  });

  it.each([
    ['{"name":', 'cut off'],
    ['{name: 1}', 'not JSON'],
    ['{"__proto__": {"admin": true}}', 'prototype poisoning'],
    ['{"constructor": {"prototype": {"admin": true}}}', 'constructor poisoning'],
  ])('400: a body that is %s (%s)', async (payload) => {
    const res = await post('/api/v1/contact', payload, 'application/json');
    expectEnvelope(res, 400, 'invalid_json');
  });

  it('400: an empty body declared as JSON, where a body is required', async () => {
    // An empty JSON body is no body (plugins/empty-body.ts): the route's schema refuses it.
    const res = await post('/api/v1/contact', '', 'application/json');
    expectEnvelope(res, 400, 'validation_error');
  });

  it('415: a body of a type the route does not read', async () => {
    const res = await post('/api/v1/contact', 'name=Ana', 'application/x-www-form-urlencoded');
    expectEnvelope(res, 415, 'unsupported_media_type');
  });

  it('400: a path that is not valid percent-encoding', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/artworks/%E0%A4%A' });
    expectEnvelope(res, 400, 'bad_url');
  });

  it('404: a path parameter longer than the router reads matches no route', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/blog/posts/${'a'.repeat(5000)}` });
    expectEnvelope(res, 404, 'not_found');
  });

  it('404: an unknown API route', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/api/v1/nothing-here' });
    expectEnvelope(res, 404, 'not_found');
  });
});
