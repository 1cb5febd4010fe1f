// `npm run backup`: writes one archive of the database and every upload (decision 026) into
// DATA_DIR/backups or the bucket's private key space, and prints its path as the last line.
// While a server holds the embedded database, that server makes the archive (decision 019).
import { loadConfig } from '../src/config';
import { runCommand } from '../src/control/run-command';
import type { BackupResult } from '../src/modules/backups/backups.service';
import { cli } from './cli';

await cli(async () => {
  const config = loadConfig();
  const { result, via } = await runCommand(config, 'backup', {}, 6 * 60 * 60 * 1000);
  const backup = result as BackupResult;
  console.info(`Backup written: ${backup.bytes} bytes.`);
  if (via !== 'here') console.info(`(Done by the running server, pid ${via.serverPid}.)`);
  console.info(backup.path);
});
