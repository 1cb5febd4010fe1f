import { ConfigError } from '../src/config';
import { DatabaseLockedError } from '../src/db/embedded-lock';
import { writePrivately } from '../src/lib/private-files';
import {
  DamagedArchiveError,
  NewerArchiveError,
  TargetNotEmptyError,
} from '../src/modules/backups/restore.service';

/**
 * Runs a command-line tool, writing only private files: the errors a user can act on (bad configuration, the embedded
 * database held by another process) print their message alone; every error exits non-zero.
 */
export async function cli(main: () => Promise<void>) {
  writePrivately();
  try {
    await main();
  } catch (err) {
    const plain = [
      ConfigError,
      DatabaseLockedError,
      DamagedArchiveError,
      NewerArchiveError,
      TargetNotEmptyError,
    ];
    if (plain.some((type) => err instanceof type)) console.error((err as Error).message);
    else console.error(err);
    process.exit(1);
  }
}
