import type { UnavailableLine } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './stock.repository';

export type { StockRow } from './stock.repository';

export interface RequestedLine {
  artwork_id: number;
  quantity: number;
}

export interface StockCheck {
  /** Every requested artwork that exists, by id. */
  rows: Map<number, repo.StockRow>;
  /** One entry per line that cannot be ordered. */
  problems: UnavailableLine[];
}

export interface StockCheckOptions {
  /** Lock the artworks (placing or paying an order) instead of just reading them (quotes). */
  lock: boolean;
  /** The buyer holds a preview grant: gated works may be bought. */
  previewAccess: boolean;
  /** Paying an order: its own hold does not count against it. */
  exceptOrderId?: number;
  /** Paying an order already placed: the buyer saw and priced the works then, so visibility and price no longer matter. */
  ignoreVisibility?: boolean;
}

/**
 * Can these lines be ordered now? Availability is `stock` minus the units held by live
 * holds (pending orders whose hold has not expired, read at query time). With `lock`, the
 * artworks stay locked until the transaction ends, so the answer holds while the caller
 * writes the order: two buyers can never both get the last unit.
 */
export async function checkStock(
  db: DbOrTx,
  lines: readonly RequestedLine[],
  opts: StockCheckOptions,
): Promise<StockCheck> {
  const ids = [...new Set(lines.map((l) => l.artwork_id))].sort((a, b) => a - b);
  const found = opts.lock ? await repo.lockArtworks(db, ids) : await repo.readArtworks(db, ids);
  const rows = new Map(found.map((r) => [r.id, r]));
  const [held, gated] = await Promise.all([
    repo.heldQuantities(db, ids, opts.exceptOrderId),
    opts.ignoreVisibility || opts.previewAccess
      ? Promise.resolve(new Set<number>())
      : repo.gatedArtworkIds(db, ids),
  ]);

  const problems: UnavailableLine[] = [];
  for (const line of lines) {
    const row = rows.get(line.artwork_id);
    const refuse = (reason: UnavailableLine['reason'], available = 0, visible = true) =>
      problems.push({
        artwork_id: line.artwork_id,
        title: visible && row ? row.title : null,
        reason,
        available,
      });
    if (!row || (!opts.ignoreVisibility && (!row.is_public || gated.has(row.id)))) {
      refuse('unavailable', 0, false);
      continue;
    }
    if (row.availability === 'sold' || (row.availability === 'available' && row.stock <= 0))
      refuse('sold');
    else if (row.availability === 'reserved') refuse('reserved');
    else if (
      row.availability !== 'available' ||
      (row.price_cents === null && !opts.ignoreVisibility)
    )
      refuse('unavailable');
    else {
      const free = Math.max(0, row.stock - (held.get(row.id) ?? 0));
      if (free <= 0) refuse('reserved');
      else if (free < line.quantity) refuse('insufficient_stock', free);
    }
  }
  return { rows, problems };
}

const describe = (p: UnavailableLine) => {
  const name = p.title ? `“${p.title}”` : `artwork #${p.artwork_id}`;
  switch (p.reason) {
    case 'sold':
      return `${name} (sold)`;
    case 'reserved':
      return `${name} (just reserved by another buyer)`;
    case 'insufficient_stock':
      return `${name} (only ${p.available} left)`;
    default:
      return `${name} (no longer for sale)`;
  }
};

/** 409 naming every work that cannot be ordered, with the reason of each in `details`. */
export const unavailable = (problems: UnavailableLine[]) =>
  new AppError(
    409,
    'unavailable',
    `Some works are no longer available: ${problems.map(describe).join(', ')}`,
    problems,
  );

/** Puts the units of a paid order back on sale (the work shows available again). */
export async function restockOrder(
  tx: DbOrTx,
  lines: { artwork_id: number | null; quantity: number }[],
) {
  for (const l of lines)
    if (l.artwork_id !== null) await repo.returnStock(tx, l.artwork_id, l.quantity);
}
