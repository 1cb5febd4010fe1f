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
import { checkedPrefix, keySegments, type ObjectStore, type StoredObject } from './storage.service';

/** What STORAGE_URL says about a bucket: s3://bucket?endpoint=…&region=…&path_style=true */
export interface S3Location {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, B2, s3rver); absent means AWS. */
  endpoint?: string;
  region: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; on with an endpoint. */
  forcePathStyle: boolean;
}

/** Parses s3://bucket?endpoint=…&region=…; null with a reason when it is not one. */
export function parseS3Url(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as s3://bucket?region=eu-west-1';
  }
  if (url.protocol !== 's3:') return 'must start with s3://';
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return 'must name a bucket: s3://bucket';
  if (url.pathname && url.pathname !== '/') return 'takes no path after the bucket';
  if (url.username || url.password)
    return 'must not hold credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    return 'endpoint must be an http(s) origin, e.g. endpoint=https://s3.example.com';
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    return 'path_style must be true or false';
  for (const key of url.searchParams.keys())
    if (!['endpoint', 'region', 'path_style'].includes(key))
      return `unknown option "${key}" (endpoint, region, path_style)`;
  return {
    bucket,
    endpoint,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
  };
}

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
