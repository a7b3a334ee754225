/**
 * FileStorage on an S3-compatible object store (AWS S3, Cloud Storage's XML API, MinIO …) through
 * the official AWS SDK v3, so every app process on every host sees the same files. Uploads stream
 * as a multipart upload through one reused 5 MB part buffer (s3-multipart.ts); reads stream the
 * object's body, a byte range of it when asked.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { uploadStreamed } from './s3-multipart';
import {
  assertSafeKey,
  type ByteRange,
  type FileInfo,
  type FileStorage,
  type ListedFile,
  type StoredFile,
} from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** MinIO and most self-hosted stores want path-style addresses (host/bucket/key). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID…, instance or workload identity). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function s3ClientOf(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API demands them: S3-compatible stores differ in the newer
    // trailing-checksum encodings, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, client?: S3Client) {
    this.client = client ?? s3ClientOf(settings);
    this.bucket = settings.bucket;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async write(key: string, source: AsyncIterable<Buffer>, contentType: string): Promise<void> {
    assertSafeKey(key);
    // A multipart upload's object appears only when it completes; on a failing source it is
    // aborted, so no part is left behind and nothing shows under the key.
    await uploadStreamed({ client: this.client, bucket: this.bucket, key, contentType }, source);
  }

  async stat(key: string): Promise<FileInfo | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // "bytes 0-99/1234": the whole length is after the slash.
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return {
        body: object.Body as Readable,
        size: total ? Number(total) : (object.ContentLength ?? 0),
        contentType: object.ContentType ?? 'application/octet-stream',
        range: range ?? null,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    // Deleting a missing key succeeds, as on the local disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
