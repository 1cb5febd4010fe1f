import { workState, type WorkState, type WorkStateKind } from '@atelier/core';
import type { DbOrTx } from '../../db/client';
import * as holds from './artworks-holds.repository';

/**
 * What each work is now (decision 048): its row and the lines of the live holds on it, read by
 * one repository helper (`liveHoldLines`) and decided by core's `workState`. The admin's list,
 * editor and dashboard read this; visitors read the same rule in SQL (`visitorAvailability`).
 */
export async function workStates(
  db: DbOrTx,
  works: readonly { id: number; availability: string; stock: number }[],
): Promise<Map<number, WorkState>> {
  const lines = await holds.liveHoldLines(
    db,
    works.map((work) => work.id),
  );
  const now = lines[0]?.now ?? new Date();
  return new Map(
    works.map((work) => [
      work.id,
      workState(
        work,
        lines.filter((line) => line.artwork_id === work.id),
        now,
      ),
    ]),
  );
}

export type WorkStateCounts = Record<WorkStateKind, number>;

/**
 * How many works are in each state, in two grouped reads whatever the catalogue's size: the
 * works by stored state, then the few with live holds moved to the state the holds give them.
 */
export async function workStateCounts(db: DbOrTx): Promise<WorkStateCounts> {
  const [stored, lines] = await Promise.all([holds.storedStateCounts(db), holds.liveHoldLines(db)]);
  const counts: WorkStateCounts = { available: 0, held: 0, reserved: 0, sold: 0, not_for_sale: 0 };
  for (const group of stored) {
    const work = { availability: group.availability, stock: group.no_stock ? 0 : 1 };
    counts[workState(work, []).kind] += group.n;
  }
  const byWork = new Map<number, holds.LiveHoldLine[]>();
  for (const line of lines)
    byWork.set(line.artwork_id, [...(byWork.get(line.artwork_id) ?? []), line]);
  for (const workLines of byWork.values()) {
    const [first] = workLines;
    const before = workState(first!, []).kind;
    const now = workState(first!, workLines, first!.now).kind;
    if (before === now) continue;
    counts[before] -= 1;
    counts[now] += 1;
  }
  return counts;
}
