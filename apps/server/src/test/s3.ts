import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { parseS3Url, type S3Location } from '../modules/uploads/s3-storage.service';

export interface TestS3 {
  /** STORAGE_URL of its bucket. */
  storageUrl: string;
  location: S3Location;
  /** The server's origin, e.g. http://127.0.0.1:40123 */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port with its files in a temporary folder, and
 * one empty bucket. s3rver accepts its own fixed key pair, set here for the AWS SDK to read
 * from the standard variables as in production.
 */
export async function startTestS3(bucket = 'atelier-test'): Promise<TestS3> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = mkdtempSync(path.join(tmpdir(), 'atelier-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storageUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
  return {
    storageUrl,
    location: parseS3Url(storageUrl) as S3Location,
    endpoint,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
