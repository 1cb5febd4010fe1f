import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import {
  InvalidStorageKeyError,
  UPLOADS_PATH,
  checkedPrefix,
  keySegments,
  type ObjectStore,
  type Storage,
} from './storage.service';

export { InvalidStorageKeyError };

/**
 * A folder as an object store. Writes are atomic (temporary file, then rename), so a reader
 * never sees half a file; keys that could leave the folder are refused.
 */
export function createLocalStore(root: string): ObjectStore {
  root = path.resolve(root);
  // The folder exists from the start, so the static file server has a root to serve.
  mkdirSync(root, { recursive: true });

  /** Absolute path of a key, after checking that it stays strictly inside the root. */
  function resolveKey(key: string): string {
    const full = path.resolve(root, ...keySegments(key));
    if (!full.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw err;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, key);
      // Half-written files (a crash during put) are not objects.
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        yield { key, size: (await stat(full)).size };
    }
  }

  return {
    location: root,
    pathOf: resolveKey,
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(bodyStream(body), createWriteStream(temp));
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = resolveKey(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async stat(key) {
      try {
        const s = await stat(resolveKey(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (err) {
        if (err instanceof InvalidStorageKeyError) throw err;
        return null;
      }
    },
    list(prefix = '') {
      if (!prefix) return walk(root, '');
      const bare = checkedPrefix(prefix);
      return walk(resolveKey(bare), bare);
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(resolveKey(checkedPrefix(prefix)), { recursive: true, force: true });
    },
  };
}

async function* once(buffer: Buffer) {
  yield buffer;
}
const bodyStream = (body: Buffer | Readable) => (Buffer.isBuffer(body) ? once(body) : body);

/** Uploaded images on local disk: DATA_DIR/uploads/<key>, served at /uploads/<key> by modules/seo/web.routes.ts. */
export function createLocalStorage(dataDir: string): Storage {
  return withUploadUrls(createLocalStore(path.join(dataDir, 'uploads')));
}

/** An object store whose keys are served at /uploads/<key>. */
export function withUploadUrls(store: ObjectStore): Storage {
  const urlFor = (key: string) => {
    keySegments(key);
    return `${UPLOADS_PATH}${key}`;
  };
  return {
    ...store,
    location: store.location,
    async put(key, body, contentType) {
      await store.put(key, body, contentType);
      return urlFor(key);
    },
    urlFor,
  };
}
