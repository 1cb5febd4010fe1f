import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Keys are relative paths of plain segments: "2026/11/ab12cd34ef56ab78/960.webp". */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * The local disk driver: files live under DATA_DIR/uploads/<key> and are served at
 * /uploads/<key> by plugins/web.ts. Writes are atomic (temporary file, then rename), so a
 * reader never sees half a file; keys that could leave the uploads folder are refused.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  // The folder exists from the start, so the static file server has a root to serve.
  mkdirSync(root, { recursive: true });

  /** Absolute path of a key, after checking that it stays strictly inside the root. */
  function resolveKey(key: string): string {
    const segments = key.split('/');
    if (!key || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) {
      throw new InvalidStorageKeyError(key);
    }
    const full = path.resolve(root, ...segments);
    if (!full.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  return {
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return `/uploads/${key}`;
    },
    async removePrefix(prefix) {
      await rm(resolveKey(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
    },
    urlFor(key) {
      resolveKey(key);
      return `/uploads/${key}`;
    },
  };
}
