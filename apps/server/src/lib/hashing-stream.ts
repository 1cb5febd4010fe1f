import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A pass-through stream that hashes (SHA-256) and counts the bytes flowing through it, for
 * files written as they arrive (uploads, backup archives) that must be identified without
 * being read twice. `result()` once the stream has ended.
 */
export function hashingStream() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), bytes }) };
}
