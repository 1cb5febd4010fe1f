import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('health while stopping', () => {
  it('is ready, then answers 503 at once when draining while still serving requests', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');

    t.app.draining = true;
    try {
      const readiness = await t.inject({ method: 'GET', url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: 'unavailable' });
      // Requests already routed here are still answered, asking the client to reconnect.
      const read = await t.inject({ method: 'GET', url: '/api/v1/collections' });
      expect(read.statusCode).toBe(200);
      expect(read.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });
});
