import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';

/** Emails of one kind queued for an address, newest first. */
export async function outbox(t: TestApp, to: string, kind: string) {
  return t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));
}

/** Signs in from an address; returns the response. */
export function loginFrom(
  t: TestApp,
  ip: string,
  payload: Record<string, unknown>,
  userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
