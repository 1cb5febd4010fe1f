import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contactMessages } from '../db/schema/index';
import { useTestApp, type TestApp } from '../test/test-app';

const login = (t: TestApp, i: number, headers: Record<string, string>, remoteAddress?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    // A new email each time: only the per-address counter can stop these.
    payload: { email: `guess${i}@example.com`, password: 'wrong-password' },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

let senders = 0;
/** Sends a contact message as `headers` and `remoteAddress` say; returns the address stored with it. */
async function storedContactIp(t: TestApp, headers: Record<string, string>, remoteAddress: string) {
  const email = `sender${++senders}@example.com`;
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: { name: 'Ana', email, subject: 'Hello', message: 'A question about a painting.' },
    headers,
    remoteAddress,
  });
  expect(res.statusCode).toBe(201);
  const [message] = await t.app.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return message?.ip;
}

describe('TRUST_PROXY setting', () => {
  it('is off by default and accepts a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback', 'fd00::/8']);
  });

  it('refuses true and anything that is not an address or range, saying why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any client/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: .*10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});

describe('client address without a trusted proxy (the default)', () => {
  const t = useTestApp();

  it('throttles 40 wrong logins even when each claims a new X-Forwarded-For address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await login(t, i, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    expect(codes[0]).toBe(401);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
  });

  it('stores the socket address of a contact message, not the claimed one', async () => {
    expect(await storedContactIp(t, { 'x-forwarded-for': '6.6.6.6' }, '198.51.100.7')).toBe(
      '198.51.100.7',
    );
  });
});

describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });

  // The proxy (127.0.0.1 here) appends the address it saw; whatever a client wrote before it is ignored.
  const viaProxy = (forged: string, client: string) => ({
    'x-forwarded-for': `${forged}, ${client}`,
  });

  it('counts each client the proxy names on its own', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push(
        (await login(t, i, viaProxy('1.1.1.1', `203.0.113.${i + 1}`), '127.0.0.1')).statusCode,
      );
    expect(codes.every((c) => c === 401)).toBe(true);
  });

  it('throttles one client behind the proxy whatever it claims itself', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push(
        (await login(t, 100 + i, viaProxy(`6.6.6.${i + 1}`, '198.51.100.50'), '127.0.0.1'))
          .statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });

  it('ignores the header from a peer on the internet: a hop counts only on a private network', async () => {
    expect(await storedContactIp(t, { 'x-forwarded-for': '6.6.6.6' }, '198.51.100.9')).toBe(
      '198.51.100.9',
    );
  });

  it('stores the address the proxy saw on a contact message', async () => {
    expect(await storedContactIp(t, viaProxy('6.6.6.6', '198.51.100.8'), '127.0.0.1')).toBe(
      '198.51.100.8',
    );
  });
});
