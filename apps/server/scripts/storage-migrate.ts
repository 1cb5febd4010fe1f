// `npm run storage:migrate`: copies the uploads in DATA_DIR/uploads into the bucket of
// STORAGE_URL, printing each file copied and a summary. Safe to run again (decision 025).
import { loadConfig } from '../src/config';
import { migrateUploads } from '../src/modules/uploads/migrate-uploads.service';
import { cli } from './cli';

await cli(async () => {
  const config = loadConfig();
  if (!config.storage) {
    console.error('STORAGE_URL is not set: there is no bucket to copy into.');
    process.exit(1);
  }
  const report = await migrateUploads(config, ({ key, size }) =>
    console.info(`copied ${key} (${size} bytes)`),
  );
  const bytes = report.copied.reduce((sum, c) => sum + c.size, 0);
  console.info(
    `${report.copied.length} file(s) copied (${bytes} bytes) from ${report.from} to ${report.to}; ${report.present} already there.`,
  );
});
