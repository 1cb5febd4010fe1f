import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Database } from '../../db/client';
import { hashingStream } from '../../lib/hashing-stream';
import type { ObjectStore, Storage } from '../uploads/storage.service';
import { dumpDatabase } from './database-dump.service';
import {
  APP_VERSION,
  ARCHIVE_FORMAT,
  MANIFEST_PATH,
  ORIGINALS_DIR,
  UPLOADS_DIR,
  type Manifest,
} from './archive-manifest.service';

export interface ArchiveSources {
  database: Database;
  /** DATABASE_URL, for pg_dump. */
  databaseUrl?: string;
  uploads: ObjectStore | Storage;
  /** The private store of the uploads' originals. */
  originals: ObjectStore;
}

/**
 * Writes one archive to `file`: the database dump, every upload and original, then the manifest with the
 * size and SHA-256 of each entry (decision 026). Entries stream through, one at a time, so an
 * archive of any size never sits in memory. Images and dumps are compressed already: stored.
 */
export async function writeArchive(sources: ArchiveSources, file: string): Promise<Manifest> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(file));
  const entries: Manifest['entries'] = [];

  const add = async (path: string, source: Buffer | Readable) => {
    const hashing = hashingStream();
    const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    zip.addReadStream(hashing.stream, path, { compress: false });
    await pipeline(input, hashing.stream);
    const { sha256, bytes } = hashing.result();
    entries.push({ path, size: bytes, sha256 });
  };

  try {
    const dump = await dumpDatabase(sources.database, sources.databaseUrl);
    await Promise.all([add(dump.path, dump.body), dump.finished()]);
    // After the dump: every image its rows name is already stored (keys are never reused).
    for (const [dir, store] of [
      [UPLOADS_DIR, sources.uploads],
      [ORIGINALS_DIR, sources.originals],
    ] as const) {
      for await (const { key } of store.list()) {
        const body = await store.get(key);
        if (body) await add(`${dir}${key}`, body);
      }
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      app: { name: 'atelier', version: APP_VERSION },
      created_at: new Date().toISOString(),
      database: dump.database,
      entries,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_PATH);
    zip.end();
    await written;
    return manifest;
  } catch (err) {
    (zip.outputStream as unknown as Readable).destroy();
    await written.catch(() => undefined);
    throw err;
  }
}
