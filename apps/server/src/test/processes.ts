import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where `npm run …` commands run. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Waits for a child process to end, with everything it printed. */
export function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Whether a process of this id still exists (signal 0 only checks). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The environment of a real process on `dataDir` (PostgreSQL when a URL is given). */
export const processEnv = (
  dataDir: string,
  databaseUrl?: string,
  extra: NodeJS.ProcessEnv = {},
) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'false',
    SMTP_URL: '',
    REDIS_URL: '',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...extra,
  };
  // Vitest's own variables would put the child in test mode.
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  return env;
};

/** Runs `npm run <script> -- <args>` from the repository root, as a user would. */
export const npmRun = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  finished(
    spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything printed so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the real server (`src/server.ts`, one process) on a free port; resolves once it listens. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = finished(child);
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    const look = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((r) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${r.code}:\n${out}`));
    });
  });
  return {
    child,
    baseUrl,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}
