import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createArtwork, createCollection } from '../test/factories/catalogue';
import { useTestApp } from '../test/test-app';
import { builtOnce } from './built-once';
import { mapFlatRows } from './flat-rows';
import { artworkCollections, artworks } from './schema/index';

// Rows of a statement built once are mapped by decoders found when it is built: the values
// must be drizzle's own, field by field. Run against the real database (both engines: this file
// is in the PostgreSQL project too).
const t = useTestApp();

/** Every kind of field the reads select: columns of each type, SQL with and without a decoder. */
const everyKind = () =>
  t.app.db
    .select({
      id: artworks.id,
      title: artworks.title,
      width: artworks.width,
      price_cents: artworks.price_cents,
      framed_image_url: artworks.framed_image_url,
      accolades: artworks.accolades,
      featured: artworks.featured,
      created_at: artworks.created_at,
      first_public_at: artworks.first_public_at,
      doubled: sql<number>`${artworks.price_cents} * 2`,
      total: sql`count(*) over ()`.mapWith(Number),
      refs: sql<{ id: number }[]>`json_build_array(json_build_object('id', ${artworks.id}))`,
      aliased: sql`${artworks.price_cents} + 1`.mapWith(String).as('aliased'),
    })
    .from(artworks)
    .orderBy(artworks.id);

describe('mapFlatRows()', () => {
  it('maps a built-once statement’s rows to the values drizzle maps', async () => {
    await createArtwork(t.app.db, {
      title: 'Harbour at dusk',
      width: 40.5,
      price_cents: 120_000,
      accolades: ['Juror’s Award'],
      featured: true,
    });
    await createArtwork(t.app.db, { title: 'Untitled', is_public: false });

    const drizzles = await everyKind();
    const statement = builtOnce(t.app.db, 'test.flat-rows.every-kind', everyKind);
    const mapped = await statement.execute();

    // builtOnce installed the mapping (drizzle's own would give the same values).
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    expect(mapped).toEqual(drizzles);
    // Not only equal by toEqual's looser rules: the same types (a Date, a number from numeric).
    expect(mapped[0]!.created_at).toBeInstanceOf(Date);
    expect(mapped[0]!.width).toBe(40.5);
    expect(mapped[1]!.width).toBeNull();
    expect(mapped[0]!.total).toBe(2);
    expect(mapped[0]!.refs).toEqual([{ id: mapped[0]!.id }]);
    expect(mapped[0]!.aliased).toBe('120001');
    expect(Object.keys(mapped[0]!)).toEqual(Object.keys(drizzles[0]!));
  });

  it('is what maps a built-once select, and leaves a nested selection to drizzle', async () => {
    expect(mapFlatRows(everyKind().prepare('test_flat_rows_flat'))).toBe(true);

    const collection = await createCollection(t.app.db, { name: 'Harbours' });
    await createArtwork(t.app.db, { title: 'Alone' });
    await createArtwork(t.app.db, { title: 'Collected', collectionIds: [collection.id] });
    // A table selected as an object beside a left join: drizzle makes it null when the join
    // found nothing, which only its own mapping does.
    const nested = () =>
      t.app.db
        .select({ title: artworks.title, link: artworkCollections })
        .from(artworks)
        .leftJoin(artworkCollections, eq(artworkCollections.artwork_id, artworks.id))
        .orderBy(artworks.id);
    expect(mapFlatRows(nested().prepare('test_flat_rows_nested'))).toBe(false);
    const rows = (await builtOnce(t.app.db, 'test.flat-rows.nested', nested).execute()).filter(
      (row) => ['Alone', 'Collected'].includes(row.title),
    );
    expect(rows.map((row) => [row.title, row.link?.collection_id ?? null])).toEqual([
      ['Alone', null],
      ['Collected', collection.id],
    ]);
    expect(rows[0]!.link).toBeNull();
  });
});
