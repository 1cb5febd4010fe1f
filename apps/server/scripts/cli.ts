import { ConfigError } from '../src/config';
import { DatabaseLockedError } from '../src/db/embedded-lock';

/**
 * Runs a command-line tool: the errors a user can act on (bad configuration, the embedded
 * database held by another process) print their message alone; every error exits non-zero.
 */
export async function cli(main: () => Promise<void>) {
  try {
    await main();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DatabaseLockedError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  }
}
