import type { Readable } from 'node:stream';

/** One stored object, as listed. */
export interface StoredObject {
  /** Its key inside the store ("2026/11/ab12cd34ef56ab78/960.webp"). */
  key: string;
  size: number;
}

/**
 * A place for bytes under keys: a folder of DATA_DIR (local driver) or a key space of an
 * S3-compatible bucket (decision 025). Keys are relative paths of plain segments; anything that
 * could leave the store is refused with InvalidStorageKeyError.
 */
export interface ObjectStore {
  /** Where the bytes live, for messages and reports: a folder, or s3://bucket/prefix/. */
  readonly location: string;
  /** Where one key lives, for people and scripts: a file path, or s3://bucket/prefix/key. */
  pathOf(key: string): string;
  /** Stores bytes (or a stream of them, sent as it is read) under a key, replacing any. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The bytes of a key as a stream; null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** Size of a key; null when there is no such key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Every key under a prefix ("" for all), in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Removes one key (nothing happens when it is absent). */
  remove(key: string): Promise<void>;
  /** Removes every key under a prefix ("2026/06/aaa" removes "2026/06/aaa/…"). */
  removePrefix(prefix: string): Promise<void>;
}

/**
 * Where uploaded images live. Their URL in the database is always the site path
 * "/uploads/<key>", whatever the driver: the server answers it, and public reads show it under
 * PUBLIC_ASSET_URL when one is set (plugins/asset-urls.ts).
 */
export interface Storage extends Omit<ObjectStore, 'put'> {
  /** Stores bytes under a key such as "2026/11/abc123/960.webp" and returns its URL, /uploads/<key>. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<string>;
  /** The site path of a key: /uploads/<key>. */
  urlFor(key: string): string;
}

/** Keys are relative paths of plain segments: "2026/11/ab12cd34ef56ab78/960.webp". */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The key's segments, after checking that each is plain (no "..", no empty, no leading dot). */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (!key || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new InvalidStorageKeyError(key);
  }
  return segments;
}

/** A prefix is a key with an optional trailing slash; "" means everything (list only). */
export const checkedPrefix = (prefix: string): string => {
  const bare = prefix.replace(/\/+$/, '');
  keySegments(bare);
  return bare;
};

export const UPLOADS_PATH = '/uploads/';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  avif: 'image/avif',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

/** The media type of a key, by its extension (keys are written by the server, never a visitor). */
export const contentTypeOf = (key: string) =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
