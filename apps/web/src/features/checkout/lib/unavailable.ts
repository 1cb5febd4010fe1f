import { UnavailableLine } from '@atelier/core';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

const Details = z.array(UnavailableLine);

/**
 * The works a 409 `unavailable` (quote or place order) refused, one entry per line; empty
 * for any other error. The server sends them in `details` (decision 010).
 */
export function unavailableLines(error: unknown): UnavailableLine[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const parsed = Details.safeParse(error.details);
  return parsed.success ? parsed.data : [];
}

/** What the buyer reads on the refused line: why it cannot be bought right now. */
export function unavailableReason(line: UnavailableLine): string {
  switch (line.reason) {
    case 'sold':
      return 'Just sold';
    case 'reserved':
      return 'Reserved by another buyer';
    case 'insufficient_stock':
      return `Only ${line.available} available`;
    default:
      return 'No longer available';
  }
}
