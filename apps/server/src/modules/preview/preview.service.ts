import { createHmac } from 'node:crypto';
import {
  MESSAGES,
  PREVIEW_ACCESS_MS,
  PREVIEW_PASSWORD_KEY,
  PREVIEW_TOKEN_HEADER,
} from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/signed-token';
import { getValue, verifySecret } from '../settings/settings.service';

const PURPOSE = 'preview';

/**
 * A short fingerprint of the preview password's stored hash (a new salt each time it is set):
 * a grant carries the fingerprint it was issued under, so setting a new password (or clearing
 * it) ends every grant at once, on every instance, with no list of grants to revoke.
 */
async function passwordEpoch(db: DbOrTx, signingKey: string): Promise<string> {
  const stored = await getValue(db, PREVIEW_PASSWORD_KEY);
  return createHmac('sha256', signingKey)
    .update(`preview-password:${typeof stored === 'string' ? stored : ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A grant any instance can verify: signed, valid for 24 hours or until the password changes. */
export async function issuePreviewGrant(db: DbOrTx, signingKey: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PREVIEW_ACCESS_MS);
  return {
    token: signToken(signingKey, PURPOSE, await passwordEpoch(db, signingKey), expiresAt),
    expires_at: expiresAt.toISOString(),
  };
}

/** True when the request carries a valid preview grant, or comes from the admin. */
export async function hasPreviewAccess(request: FastifyRequest): Promise<boolean> {
  if (request.user) return true;
  const header = request.headers[PREVIEW_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return false;
  const { db, secrets } = request.server;
  const grant = verifyToken(secrets.signingKey, PURPOSE, token);
  return grant !== null && grant.payload === (await passwordEpoch(db, secrets.signingKey));
}

export async function grantByPassword(db: Db, signingKey: string, password: string) {
  if (!(await verifySecret(db, PREVIEW_PASSWORD_KEY, password))) {
    throw new AppError(401, 'incorrect_password', MESSAGES.incorrectPassword);
  }
  return issuePreviewGrant(db, signingKey);
}
