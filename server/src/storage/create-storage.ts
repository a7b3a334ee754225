/** The configured file store: the local disk by default, an S3-compatible store with STORAGE=s3. */
import path from 'node:path';
import type { Env } from '../config/env';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export type StorageSettings = Pick<
  Env,
  | 'dataDir'
  | 'STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

export function createStorage(env: StorageSettings): FileStorage {
  if (env.STORAGE !== 's3') return new LocalStorage(path.join(env.dataDir, 'uploads'));
  return new S3Storage({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
