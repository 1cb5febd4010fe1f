import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A production server of a spec's own (apps/server/dist, built by the shared web server's
 * command) on a free port, with its own DATA_DIR: for what the shared server cannot show
 * (a database prepared beforehand, a real SMTP server). `prepare` fills the DATA_DIR first.
 */
export async function startOwnServer(
  env: Record<string, string>,
  prepare?: (dataDir: string) => void,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-own-'));
  prepare?.(dataDir);
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
