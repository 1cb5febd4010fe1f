import type { Config } from '../config';
import { createDatabase, databaseOptions } from '../db/client';
import { DatabaseLockedError } from '../db/embedded-lock';
import { type ControlArgs, type ControlCommandName, runControlCommand } from './commands';
import { ControlUnavailableError, askRunningServer, controlSocketPath } from './control-socket';

export interface CommandOutcome {
  result: unknown;
  /** Who ran it: this process on its own database, or the server holding the embedded one. */
  via: 'here' | { serverPid: number };
}

/**
 * Runs a command for a command-line tool (decision 019). It opens the database like any
 * process; when a running server holds the embedded database, the server runs the command
 * instead, over its control socket. When the holder cannot take commands (another tool, or a
 * server without its socket), the DatabaseLockedError says who holds it and what to do.
 */
export async function runCommand<N extends ControlCommandName>(
  config: Config,
  name: N,
  args: ControlArgs<N>,
  /** How long the running server may take to answer (a backup of many images takes a while). */
  timeoutMs?: number,
): Promise<CommandOutcome> {
  // Twice at most: the server may stop between our two looks, and then the database is free.
  for (let attempt = 0; ; attempt++) {
    let database;
    try {
      database = await createDatabase(databaseOptions(config));
    } catch (err) {
      if (!(err instanceof DatabaseLockedError)) throw err;
      try {
        const result = await askRunningServer(
          controlSocketPath(config.dataDir),
          { command: name, args },
          timeoutMs,
        );
        return { result, via: { serverPid: err.holder.pid } };
      } catch (askErr) {
        if (askErr instanceof ControlUnavailableError && attempt === 0) continue;
        if (askErr instanceof ControlUnavailableError) throw err;
        throw askErr;
      }
    }
    try {
      await database.migrate();
      return { result: await runControlCommand({ database, config }, name, args), via: 'here' };
    } finally {
      await database.close();
    }
  }
}
