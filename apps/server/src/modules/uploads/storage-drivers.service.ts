import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { createLocalStore, withUploadUrls } from './local-storage.service';
import { createS3Client, createS3Store, type S3Location } from './s3-storage.service';
import type { ObjectStore, Storage } from './storage.service';

/** Key spaces that are never served: backups (decision 025) and the originals of uploads (decision 035). */
export type PrivateSpace = 'backups' | 'originals';

const clients = new Map<string, S3Client>();
const clientFor = (location: S3Location) => {
  const id = JSON.stringify(location);
  let client = clients.get(id);
  if (!client) clients.set(id, (client = createS3Client(location)));
  return client;
};

/**
 * The uploads store the configuration names: the bucket's "uploads/" key space with
 * STORAGE_URL, otherwise DATA_DIR/uploads.
 */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  if (!config.storage)
    return withUploadUrls(createLocalStore(path.join(config.dataDir, 'uploads')));
  return withUploadUrls(createS3Store(clientFor(config.storage), config.storage, 'uploads/'));
}

/**
 * A store for files never served to anyone: "private/<space>/" in the bucket, whose keys no
 * public URL maps to, or DATA_DIR/<space>, outside the served uploads folder.
 */
export function createPrivateStore(
  config: Pick<Config, 'storage' | 'dataDir'>,
  space: PrivateSpace,
): ObjectStore {
  if (!config.storage) return createLocalStore(path.join(config.dataDir, space));
  return createS3Store(clientFor(config.storage), config.storage, `private/${space}/`);
}

/** The originals of uploaded images, as they came: the source of the tiles, never served. */
export const originalsStore = (config: Pick<Config, 'storage' | 'dataDir'>) =>
  createPrivateStore(config, 'originals');
