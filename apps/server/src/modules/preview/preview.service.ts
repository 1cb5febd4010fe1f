import {
  MESSAGES,
  PREVIEW_ACCESS_MS,
  PREVIEW_COLLECTION_NAME,
  PREVIEW_PASSWORD_KEY,
  PREVIEW_TOKEN_HEADER,
} from '@atelier/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/signed-token';
import { verifySecret } from '../settings/settings.service';

const PURPOSE = 'preview';

export const isPreviewCollectionName = (name: string) =>
  name.trim().toLowerCase() === PREVIEW_COLLECTION_NAME;

/** A grant any instance can verify: signed, valid for 24 hours. */
export function issuePreviewGrant(signingKey: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PREVIEW_ACCESS_MS);
  return {
    token: signToken(signingKey, PURPOSE, 'grant', expiresAt),
    expires_at: expiresAt.toISOString(),
  };
}

/** True when the request carries a valid preview grant, or comes from the admin. */
export function hasPreviewAccess(request: FastifyRequest): boolean {
  if (request.user) return true;
  const header = request.headers[PREVIEW_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return false;
  return verifyToken(request.server.secrets.signingKey, PURPOSE, token) !== null;
}

export async function grantByPassword(db: Db, signingKey: string, password: string) {
  if (!(await verifySecret(db, PREVIEW_PASSWORD_KEY, password))) {
    throw new AppError(401, 'incorrect_password', MESSAGES.incorrectPassword);
  }
  return issuePreviewGrant(signingKey);
}
