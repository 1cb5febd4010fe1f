import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStore } from './local-storage.service';
import { contentTypeOf } from './storage.service';
import { createStorage } from './storage-drivers.service';

export interface MigrationReport {
  /** Keys copied into the bucket, in the order they were copied. */
  copied: { key: string; size: number }[];
  /** Keys already in the bucket with the same size, left alone. */
  present: number;
  from: string;
  to: string;
}

/**
 * Copies DATA_DIR/uploads into the bucket of STORAGE_URL (`npm run storage:migrate`). A key
 * already there with the same size is skipped (keys are content-addressed, so same key and size
 * is the same file), so it can run twice, or again after an interruption, and copies only what
 * is missing. Nothing local is deleted, and the database needs no change: URLs stay
 * /uploads/<key> (decision 025). It reads no database, so the server may keep running.
 */
export async function migrateUploads(
  config: Pick<Config, 'storage' | 'dataDir'>,
  onCopy: (entry: { key: string; size: number }) => void = () => undefined,
): Promise<MigrationReport> {
  if (!config.storage) throw new Error('STORAGE_URL is not set: there is no bucket to copy into.');
  const source = createLocalStore(path.join(config.dataDir, 'uploads'));
  const target = createStorage(config);
  const report: MigrationReport = {
    copied: [],
    present: 0,
    from: source.location,
    to: target.location,
  };
  for await (const { key, size } of source.list()) {
    if ((await target.stat(key))?.size === size) {
      report.present++;
      continue;
    }
    await target.put(key, (await source.get(key))!, contentTypeOf(key));
    report.copied.push({ key, size });
    onCopy({ key, size });
  }
  return report;
}
