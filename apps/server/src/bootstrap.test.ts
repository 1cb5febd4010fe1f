import { verify } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';
import { findAdminByEmail } from './modules/auth/auth.repository';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function firstStart(adminPassword: string | undefined) {
  t = await createTestApp({ adminEmail: 'owner@example.com', adminPassword });
  const printed: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
    printed.push(args.map(String).join(' '));
  });
  await bootstrap(t.app);
  return printed.join('\n');
}

describe('bootstrap (first start)', () => {
  it('never prints an ADMIN_PASSWORD that was given', async () => {
    const output = await firstStart('given-secret-password');
    expect(output).toContain('owner@example.com');
    expect(output).not.toContain('given-secret-password');
    const admin = await findAdminByEmail(t!.app.db, 'owner@example.com');
    expect(await verify(admin!.password_hash, 'given-secret-password')).toBe(true);
  });

  it('prints a generated password once, and it signs in', async () => {
    const output = await firstStart(undefined);
    const password = /owner@example\.com \/ (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();
    const admin = await findAdminByEmail(t!.app.db, 'owner@example.com');
    expect(await verify(admin!.password_hash, password!)).toBe(true);
    // A second start keeps the password and prints none.
    vi.mocked(console.info).mockClear();
    await bootstrap(t!.app);
    const again = vi.mocked(console.info).mock.calls.flat().join('\n');
    expect(again).not.toContain(password!);
  });
});
