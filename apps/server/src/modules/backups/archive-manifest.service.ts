import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };
import { migrationsFolder } from '../../db/client';

/** Version of the archive layout below; a reader refuses a format it does not know. */
export const ARCHIVE_FORMAT = 1;
export const APP_VERSION: string = serverPackage.version;

/**
 * An archive (decision 026) is one zip:
 *   manifest.json                  this, written last
 *   database/pglite.tar.gz         PGlite's own dump of DATA_DIR/db (embedded database), or
 *   database/postgres.dump         pg_dump's custom format (DATABASE_URL)
 *   uploads/<key>                  every uploaded file, as the storage holds it
 */
export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app: z.object({ name: z.literal('atelier'), version: z.string() }),
  created_at: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** The newest migration applied: its tag, and how many there were. */
    migration: z.object({ tag: z.string(), count: z.number().int().min(0) }),
    /** Rows per table of the public schema, counted in the dumped state. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Every other entry of the zip, with its size and SHA-256. */
  entries: z.array(
    z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() }),
  ),
});
export type Manifest = z.infer<typeof Manifest>;

export const MANIFEST_PATH = 'manifest.json';
export const DUMP_PATHS = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
} as const;
export const UPLOADS_DIR = 'uploads/';
/** The originals of uploaded images (decision 035); archives made before them have none. */
export const ORIGINALS_DIR = 'originals/';

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}
