import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingVersion, sitemapFiles } from '../../db/schema/index';

/** One file of a build, as stored. */
export interface StoredSitemapFile {
  xml: string;
  etag: string;
}

/** A whole build: its files (index 0 is /sitemap.xml) and what it was built from. */
export interface SitemapBuild {
  files: StoredSitemapFile[];
  version: number;
  origin: string;
  validUntil: Date | null;
}

const first = alias(sitemapFiles, 'first');

/** What a read finds: the stored file if the stored build is current, else the data's version. */
export type StoredRead =
  { current: true; file: StoredSitemapFile | null } | { current: false; version: number };

/**
 * One stored file, if the stored build is current: built at the data's present version, for
 * this origin, and not past the moment a scheduled post became public (`file` is null when
 * that build has no such part). Otherwise the version the data is at, which a build must reach
 * to answer this read. One statement, which reads the file only when it is current.
 */
export async function readStoredFile(
  db: Db,
  part: number,
  origin: string,
  now: Date,
): Promise<StoredRead> {
  const [row] = await db
    .select({
      version: listingVersion.version,
      current: sql<boolean>`${first.part} is not null`,
      xml: sitemapFiles.xml,
      etag: sitemapFiles.etag,
    })
    .from(listingVersion)
    .leftJoin(
      first,
      and(
        eq(first.part, 0),
        eq(first.origin, origin),
        eq(first.version, listingVersion.version),
        or(isNull(first.valid_until), gt(first.valid_until, now)),
      ),
    )
    .leftJoin(sitemapFiles, and(eq(sitemapFiles.part, part), isNotNull(first.part)));
  if (!row?.current) return { current: false, version: row?.version ?? 0 };
  const file = row.xml !== null && row.etag !== null ? { xml: row.xml, etag: row.etag } : null;
  return { current: true, file };
}

/**
 * Stores a build in place of the last, in one transaction, unless a newer one was stored
 * meanwhile (by another instance). Builds store one after the other under a lock of their own:
 * not the version row, which every transaction writing the listed data holds until it commits,
 * so a long write (a large import) never makes a read wait to store its build.
 */
export async function storeBuild(db: Db, build: SitemapBuild): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:sitemap-store'))`);
    const [stored] = await tx
      .select({ version: sitemapFiles.version })
      .from(sitemapFiles)
      .where(eq(sitemapFiles.part, 0));
    if (stored && stored.version > build.version) return;
    await tx.delete(sitemapFiles);
    await tx.insert(sitemapFiles).values(
      build.files.map((file, part) => ({
        part,
        xml: file.xml,
        etag: file.etag,
        version: build.version,
        origin: build.origin,
        valid_until: build.validUntil,
      })),
    );
  });
}
