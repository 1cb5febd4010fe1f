import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { artworks, isPublicArtwork } from './schema/index';

// Every visitor's read counts the public works (the gallery's total, each collection's count)
// through statements prepared once, which PostgreSQL plans for any parameter values. The
// condition `isPublicArtwork` has none, so even that plan can count them from the partial
// index of migration 0020. With sequential scans priced out, the planner shows which index it
// would use on a large table: on an empty one either partial index of the public works may be
// chosen (the gallery's order, migration 0021, holds them too).
const t = useTestApp();

it('counts the public works from their partial index, in a plan made for any parameters', async () => {
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(
      sql`prepare public_works as select count(*) from ${artworks} where ${isPublicArtwork}`,
    );
    const rows = await tx.execute(sql`explain execute public_works`);
    await tx.execute(sql`deallocate public_works`);
    return (rows as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  expect(plan).toMatch(/Index (Only )?Scan on artworks_(public|gallery_order)_idx/);
});
