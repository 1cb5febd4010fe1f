/**
 * Where uploaded files live. The local driver writes under DATA_DIR/uploads; an
 * S3-compatible driver can implement the same interface for several instances.
 */
export interface Storage {
  /** Stores bytes under a key such as "2026/11/abc123/960.webp" and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes every file under a key prefix. */
  removePrefix(prefix: string): Promise<void>;
  /** Public URL of a key (e.g. /uploads/<key>). */
  urlFor(key: string): string;
}
