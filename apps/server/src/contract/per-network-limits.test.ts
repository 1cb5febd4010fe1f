import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '@atelier/core';
import { loginFrom } from '../modules/auth/auth.fixtures';
import { createArtwork } from '../test/factories/catalogue';
import { orderBody, placeOrder } from '../test/factories/orders';
import { ADMIN, useTestApp } from '../test/test-app';

/**
 * Per-address limits count an IPv6 client by its /64 network: whoever holds a /64 can send
 * from any of its addresses, so a new address in it is the same client.
 */
const t = useTestApp();

/** The n-th address of one /64 network. */
const inNetwork = (network: string, n: number) => `${network}:${(n + 1).toString(16)}:0:0:1`;

describe('per-address limits on IPv6', () => {
  it('count wrong logins from every address of one /64 together', async () => {
    const wrong = { ...ADMIN, password: 'not the password' };
    for (let i = 0; i < AUTH_LIMITS.failuresPerAddressAndAccount; i++)
      expect((await loginFrom(t, inNetwork('2001:db8:10:1', i), wrong)).statusCode).toBe(401);
    const next = await loginFrom(t, inNetwork('2001:db8:10:1', 99), ADMIN);
    expect(next.statusCode).toBe(429);
    // The artist, on another network, signs in.
    expect((await loginFrom(t, '2001:db8:10:2::7', ADMIN)).statusCode).toBe(200);
  });

  it('count works held from every address of one /64 against one buyer’s limit of 5', async () => {
    const works = await Promise.all(
      Array.from({ length: 6 }, () => createArtwork(t.app.db, { price_cents: 20_000 })),
    );
    const answers = [];
    for (const [i, work] of works.entries())
      answers.push(
        await placeOrder(
          t,
          orderBody([{ artwork_id: work.id }], { email: `buyer${i}@example.com` }),
          {},
          inNetwork('2001:db8:20:1', i),
        ),
      );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 409]);
    expect(answers[5]!.json().error.code).toBe('hold_limit');
    const elsewhere = await placeOrder(
      t,
      orderBody([{ artwork_id: works[5]!.id }], { email: 'other@example.com' }),
      {},
      '2001:db8:20:2::1',
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
