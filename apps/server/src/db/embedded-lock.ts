import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The single-writer lock of an embedded (PGlite) database directory (decision 019). PGlite is
 * PostgreSQL in one process with no lock of its own: two processes on one directory both
 * write, and one's changes silently overwrite the other's. A lock file beside the directory
 * names its holder; a second opener refuses at once, naming it. A lock whose holder is gone
 * (its pid is dead, the machine rebooted, or another host stopped refreshing it) is taken over.
 */
export interface LockHolder {
  pid: number;
  /** The holder's program, without arguments (they may hold a password). */
  command: string;
  /** ISO time the holder took the lock. */
  since: string;
  host: string;
  /** Linux boot id: a pid from before a reboot means nothing. */
  boot?: string;
  nonce: string;
}

/** Another process holds the embedded database. */
export class DatabaseLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly holder: LockHolder,
  ) {
    super(
      [
        `The embedded database in ${dir} is in use by another process:`,
        `  pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}: ${holder.command}, since ${holder.since}`,
        'Only one process may open it at a time (a second one would lose changes). Stop that process and run this again,',
        'or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
      ].join('\n'),
    );
    this.name = 'DatabaseLockedError';
  }
}

/** A holder on another host counts as gone once it has not refreshed the lock for this long. */
export const FOREIGN_STALE_MS = 30_000;
const HEARTBEAT_MS = 10_000;

export interface HeldLock {
  file: string;
  release(): void;
}

/** Lock files this process holds, released at exit even when close() is never reached. */
const held = new Map<string, string>();
process.on('exit', () => {
  for (const [file, nonce] of held) removeIfOurs(file, nonce);
});

export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** Takes the lock of `dir` or throws DatabaseLockedError naming the live holder. */
export function acquireEmbeddedLock(dir: string): HeldLock {
  const file = lockFileOf(dir);
  const me: LockHolder = {
    pid: process.pid,
    command: currentCommand(),
    since: new Date().toISOString(),
    host: hostname(),
    boot: bootId(),
    nonce: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, me)) return hold(file, me.nonce);
    const current = read(file);
    if (current === undefined) continue; // removed meanwhile: try again
    if (isAlive(current.holder, file))
      throw new DatabaseLockedError(path.resolve(dir), current.holder);
    takeOver(file, current.raw);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep changing it`);
}

/** Creates the lock file with its content in one step (link fails when it exists). */
function tryCreate(file: string, me: LockHolder): boolean {
  const tmp = `${file}.${me.nonce}.tmp`;
  writeFileSync(tmp, JSON.stringify(me), { mode: 0o600 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

function read(file: string): { raw: string; holder: LockHolder } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    return { raw, holder: JSON.parse(raw) as LockHolder };
  } catch {
    // Written in one step, so unreadable means damaged: nobody can be named as its holder.
    return { raw, holder: { pid: 0, command: '?', since: '?', host: '?', nonce: '' } };
  }
}

function isAlive(holder: LockHolder, file: string): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.host !== hostname()) {
    // Another machine (or container) on a shared volume: only its heartbeat tells.
    return Date.now() - statSync(file).mtimeMs < FOREIGN_STALE_MS;
  }
  if (holder.boot && bootId() && holder.boot !== bootId()) return false;
  // Our own pid, but not a lock we hold: a previous life of this pid (a restarted container).
  if (holder.pid === process.pid) return held.get(file) === holder.nonce;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock without removing a fresh one another process may have just put in its
 * place: the file is moved aside first, and put back when it is not the stale one we read.
 */
function takeOver(file: string, staleRaw: string) {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readFileSync(aside, 'utf8') !== staleRaw) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another process took the lock meanwhile; the next attempt reads its holder.
    }
  }
  unlinkSync(aside);
}

function hold(file: string, nonce: string): HeldLock {
  held.set(file, nonce);
  // Refreshes the file's time, so that a process on another host can tell we are alive.
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The data folder went away; the database will fail on its own.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    file,
    release() {
      clearInterval(heartbeat);
      held.delete(file);
      removeIfOurs(file, nonce);
    },
  };
}

function removeIfOurs(file: string, nonce: string) {
  try {
    if (read(file)?.holder.nonce === nonce) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function currentCommand(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  return [path.basename(process.argv[0] ?? 'node'), script].filter(Boolean).join(' ');
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}
