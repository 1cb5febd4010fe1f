import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type Readable } from 'node:stream';
import { type S3Location } from '../../lib/s3-url';
import { checkedPrefix, keySegments, type ObjectStore, type StoredObject } from './storage.service';

// STORAGE_URL is read with the rest of the configuration (config.ts); its parser lives in lib.
export { parseS3Url, type S3Location } from '../../lib/s3-url';

/** One client per bucket and process: it keeps its connections alive. */
export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services refuse the
    // newer default trailers (CRC32 on every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * A key space of an S3-compatible bucket as an object store: keys live under `prefix`
 * ("uploads/" for public images, "private/…" for what is never served). Uploads stream through
 * lib-storage (multipart above 5 MB), so an archive of any size never sits in memory.
 */
export function createS3Store(client: S3Client, location: S3Location, prefix: string): ObjectStore {
  const { bucket } = location;
  const full = (key: string) => `${prefix}${keySegments(key).join('/')}`;

  async function* list(under = ''): AsyncGenerator<StoredObject> {
    const from = under ? `${prefix}${checkedPrefix(under)}/` : prefix;
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: from, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    location: `s3://${bucket}/${prefix}`,
    pathOf: (key) => `s3://${bucket}/${full(key)}`,
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: full(key), Body: body, ContentType: contentType },
      });
      await upload.done();
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    list,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
    async removePrefix(under) {
      checkedPrefix(under);
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length) return;
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((k) => ({ Key: `${prefix}${k}` })), Quiet: true },
          }),
        );
        batch = [];
      };
      // Listed first, deleted after: deleting while paging could skip keys.
      const keys: string[] = [];
      for await (const object of list(under)) keys.push(object.key);
      for (const key of keys) {
        batch.push(key);
        if (batch.length === 1000) await flush();
      }
      await flush();
    },
  };
}
