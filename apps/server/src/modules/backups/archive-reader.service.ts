import { createHash } from 'node:crypto';
import { PassThrough, Writable, pipeline as pipelineCallback, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { MANIFEST_PATH, Manifest } from './archive-manifest.service';

/** The archive cannot be trusted: unreadable, incomplete, or an entry differs from its checksum. */
export class DamagedArchiveError extends Error {
  constructor(reason: string) {
    super(`The archive is damaged: ${reason}. Nothing was restored.`);
    this.name = 'DamagedArchiveError';
  }
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(new DamagedArchiveError(err?.message ?? 'unreadable')) : resolve(zip),
    ),
  );

/**
 * Calls `visit` with each entry's name and bytes, one after the other. A structural problem
 * (not a zip, truncated, an entry of the wrong size) is a DamagedArchiveError.
 */
export async function eachEntry(
  file: string,
  visit: (name: string, body: Readable) => Promise<void>,
): Promise<void> {
  const zip = await openZip(file);
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      reject(
        err instanceof Error &&
          !(err instanceof DamagedArchiveError) &&
          /zip|entry|size|signature|offset/i.test(err.message)
          ? new DamagedArchiveError(err.message)
          : err,
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return fail(err ?? new DamagedArchiveError(entry.fileName));
        // yauzl's streams stall under an async iterator on Node 20 (lib-storage reads bodies
        // that way): consumers get a plain PassThrough, which a read error destroys too.
        const body = new PassThrough();
        pipelineCallback(stream, body, () => undefined);
        visit(entry.fileName, body).then(() => zip.readEntry(), fail);
      });
    });
    zip.readEntry();
  });
}

/** Reads a stream to its end through `onChunk`. */
const drain = (body: Readable, onChunk: (chunk: Buffer) => void) =>
  pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        onChunk(chunk);
        done();
      },
    }),
  );

export async function sha256Of(body: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  await drain(body, (chunk) => {
    hash.update(chunk);
    size += chunk.length;
  });
  return { sha256: hash.digest('hex'), size };
}

/** Every byte of an entry. */
export async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await drain(body, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

/** The archive's manifest, checked against its schema. */
export async function readManifest(file: string): Promise<Manifest> {
  let text: string | undefined;
  await eachEntry(file, async (name, body) => {
    if (name !== MANIFEST_PATH) return void body.resume();
    text = (await bytesOf(body)).toString('utf8');
  });
  if (text === undefined) throw new DamagedArchiveError(`it has no ${MANIFEST_PATH}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DamagedArchiveError(`${MANIFEST_PATH} is not JSON`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > 1)
    throw new NewerArchiveError(`its format (${format}) is newer than this version reads (1)`);
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) throw new DamagedArchiveError(`${MANIFEST_PATH} is not a manifest`);
  return parsed.data;
}

/** The archive was made by a newer version of the app than this one. */
export class NewerArchiveError extends Error {
  constructor(reason: string) {
    super(
      `This archive comes from a newer version of atelier: ${reason}. Upgrade this installation first, then restore. Nothing was restored.`,
    );
    this.name = 'NewerArchiveError';
  }
}

/**
 * Reads every entry and checks it against the manifest: same set of names, same sizes, same
 * SHA-256. Throws DamagedArchiveError naming the first entry that differs.
 */
export async function verifyArchive(file: string, manifest: Manifest): Promise<void> {
  const expected = new Map(manifest.entries.map((e) => [e.path, e]));
  const seen = new Set<string>();
  await eachEntry(file, async (name, body) => {
    if (name === MANIFEST_PATH) return void body.resume();
    const entry = expected.get(name);
    if (!entry) throw new DamagedArchiveError(`${name} is not in the manifest`);
    const actual = await sha256Of(body);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256)
      throw new DamagedArchiveError(`${name} does not match its checksum`);
    seen.add(name);
  });
  const missing = manifest.entries.find((e) => !seen.has(e.path));
  if (missing) throw new DamagedArchiveError(`${missing.path} is missing`);
}
