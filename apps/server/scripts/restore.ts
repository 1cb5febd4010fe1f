// `npm run restore -- <archive.zip>`: fills an EMPTY data directory (or the empty database of
// DATABASE_URL) and uploads store from an archive of `npm run backup`, after checking it whole.
// Refuses, changing nothing, a target that is not empty, a damaged archive, or one from a
// newer version (decision 026).
import path from 'node:path';
import { loadConfig } from '../src/config';
import { restoreArchive } from '../src/modules/backups/restore.service';
import { cli } from './cli';

await cli(async () => {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run restore -- <archive.zip>');
    process.exit(1);
  }
  const report = await restoreArchive(loadConfig(), path.resolve(file));
  const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
  console.info(
    `Restored ${rows} rows in ${Object.keys(report.tables).length} tables and ${report.files} files from a backup of ${report.manifest.created_at} (atelier ${report.manifest.app.version}); every count and checksum matches.`,
  );
});
