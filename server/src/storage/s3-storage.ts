/**
 * FileStorage on an S3-compatible object store (AWS S3, Cloud Storage's XML API, MinIO …) through
 * the official AWS SDK v3, so every app process on every host sees the same files. Uploads stream
 * through lib-storage's multipart Upload (a few 5 MB parts in memory at most); reads stream the
 * object's body, a byte range of it when asked.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

/**
 * Parts held in memory during an upload: partSize × queueSize. One part at a time: uploads are
 * bounded by the client's link anyway, and each part in flight costs its 5 MB buffer.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARALLEL_PARTS = 1;

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
    // A multipart upload's object appears only when it completes; on a failing source the
    // Upload aborts it, so no part is left behind and nothing shows under the key. One chunk is
    // read ahead at most (not Readable.from's 16): the request is read as fast as parts go out.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: Readable.from(source, { highWaterMark: 1 }),
        ContentType: contentType,
      },
      partSize: PART_BYTES,
      queueSize: PARALLEL_PARTS,
      leavePartsOnError: false,
    });
    await upload.done();
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
