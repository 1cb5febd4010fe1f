import type { FastifyInstance } from 'fastify';
import { runControlCommand } from './commands';
import { controlSocketPath, listenForControl, type ControlListener } from './control-socket';

/**
 * Opens the control socket of a server that holds the embedded database, so command-line
 * tools ask it instead of opening the database beside it (decision 019). On PostgreSQL every
 * process opens the database itself, and no socket is opened.
 */
export async function startControlListener(
  app: FastifyInstance,
): Promise<ControlListener | undefined> {
  if (!app.database.dir) return undefined;
  const socketPath = controlSocketPath(app.config.dataDir);
  const listener = await listenForControl(socketPath, async ({ command, args }) => {
    app.log.info({ command }, 'control command'); // never its arguments: they may hold a password
    return runControlCommand({ database: app.database, config: app.config }, command, args);
  });
  if (!listener)
    app.log.warn(
      { socketPath },
      'control socket path too long for a Unix socket: stop the server before running `npm run admin`',
    );
  return listener ?? undefined;
}
