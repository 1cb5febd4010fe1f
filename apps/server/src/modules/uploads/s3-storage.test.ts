import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestS3, type TestS3 } from '../../test/s3';
import { createS3Client, createS3Store, parseS3Url } from './s3-storage.service';
import { createPrivateStore, createStorage } from './storage-drivers.service';
import { InvalidStorageKeyError } from './storage.service';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const keysOf = async (iterable: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const o of iterable) keys.push(o.key);
  return keys.sort();
};

describe('STORAGE_URL', () => {
  it('reads the bucket, endpoint and region, with path-style addressing for an endpoint', () => {
    expect(parseS3Url('s3://photos?endpoint=https://s3.example.com&region=eu-west-3')).toEqual({
      bucket: 'photos',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://photos?region=eu-west-3')).toMatchObject({ forcePathStyle: false });
    expect(
      parseS3Url('s3://photos?endpoint=https://r2.example.com&path_style=false'),
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses what is not a bucket, credentials in the URL and unknown options, saying why', () => {
    expect(parseS3Url('https://photos')).toBe('must start with s3://');
    expect(parseS3Url('s3://key:secret@photos')).toBe(
      'must not hold credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    expect(parseS3Url('s3://photos?acl=public')).toBe(
      'unknown option "acl" (endpoint, region, path_style)',
    );
    expect(parseS3Url('s3://photos/sub')).toBe('takes no path after the bucket');
    expect(parseS3Url('s3://photos?endpoint=ftp://x')).toMatch(/^endpoint must be/);
    expect(() =>
      loadConfig({ STORAGE_URL: 'https://photos', PUBLIC_ASSET_URL: 'cdn.example.com' }),
    ).toThrow(
      /STORAGE_URL: must start with s3:\/\/\n {2}- PUBLIC_ASSET_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
  });
});

describe('the S3 driver (against s3rver)', () => {
  it('puts, stats, reads, lists and removes uploads under uploads/, with /uploads/<key> URLs', async () => {
    const storage = createStorage({ storage: s3.location, dataDir: '/nonexistent' });
    const body = randomBytes(2048);
    expect(await storage.put('2026/11/aaa/960.webp', body, 'image/webp')).toBe(
      '/uploads/2026/11/aaa/960.webp',
    );
    await storage.put('2026/11/aaa/thumb.webp', Buffer.from('thumb'), 'image/webp');
    await storage.put('2026/11/bbb/480.webp', Buffer.from('other'), 'image/webp');
    expect(storage.location).toBe('s3://atelier-test/uploads/');
    expect(await storage.stat('2026/11/aaa/960.webp')).toEqual({ size: 2048 });
    expect(await storage.stat('2026/11/aaa/missing.webp')).toBeNull();
    const stream = await storage.get('2026/11/aaa/960.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(body));
    expect(await storage.get('2026/11/nope.webp')).toBeNull();

    expect(await keysOf(storage.list('2026/11/aaa'))).toEqual([
      '2026/11/aaa/960.webp',
      '2026/11/aaa/thumb.webp',
    ]);
    await storage.removePrefix('2026/11/aaa/');
    expect(await keysOf(storage.list())).toEqual(['2026/11/bbb/480.webp']);
    await storage.remove('2026/11/bbb/480.webp');
    expect(await keysOf(storage.list())).toEqual([]);
  });

  it('streams a large body up in parts, and keeps private keys apart from uploads', async () => {
    const backups = createPrivateStore(
      { storage: s3.location, dataDir: '/nonexistent' },
      'backups',
    );
    const big = randomBytes(12 * 1024 * 1024); // above lib-storage's 5 MB part size
    await backups.put(
      'atelier-1.zip',
      Readable.from([big.subarray(0, 7e6), big.subarray(7e6)]),
      'application/zip',
    );
    expect(await backups.stat('atelier-1.zip')).toEqual({ size: big.length });
    const chunks: Buffer[] = [];
    for await (const chunk of (await backups.get('atelier-1.zip'))!) chunks.push(chunk as Buffer);
    expect(sha(Buffer.concat(chunks))).toBe(sha(big));

    // Not an upload: no key of the uploads space reaches it.
    const uploads = createStorage({ storage: s3.location, dataDir: '/nonexistent' });
    expect(await keysOf(uploads.list())).toEqual([]);
    const raw = createS3Store(createS3Client(s3.location), s3.location, '');
    expect(await keysOf(raw.list())).toEqual(['private/backups/atelier-1.zip']);
    await backups.remove('atelier-1.zip');
  });

  it('refuses keys that could leave its key space', async () => {
    const storage = createStorage({ storage: s3.location, dataDir: '/nonexistent' });
    for (const key of ['../private/backups/x.zip', '', 'a//b', '.hidden', '/abs']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});
