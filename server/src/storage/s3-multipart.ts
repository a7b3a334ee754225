/**
 * A streamed body to S3 through one reused part buffer. lib-storage's Upload (used before) joins
 * each 5 MB part with Buffer.concat, a new 5 MB buffer per part that outlives a young collection
 * while it is sent and then waits in the old generation for a full one: measured on a 50 MB PDF,
 * 42 MB of array buffers at the peak against 15 MB on the local disk. Here the request's chunks
 * are copied into a part buffer taken from a small pool, sent with UploadPart (or one PutObject
 * when the body fits in a part), and the buffer is reused for the next part and the next upload.
 * Parts go one at a time: the next is read only once the last is stored, so the client's pace is
 * the store's (S3 parts must be at least 5 MB except the last).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

export const PART_BYTES = 5 * 1024 * 1024;
/** Part buffers kept between uploads; more concurrent uploads allocate their own and drop them after. */
const POOLED_PARTS = 4;
const pool: Buffer[] = [];

interface Target {
  client: S3Client;
  bucket: string;
  key: string;
  contentType: string;
}

/** Fills `part` from the iterator, starting with `carry`; returns the bytes filled and what did not fit. */
async function fill(part: Buffer, iterator: AsyncIterator<Buffer>, carry: Buffer | null) {
  let filled = 0;
  let rest = carry;
  for (;;) {
    if (rest) {
      const copied = rest.copy(part, filled);
      filled += copied;
      rest = copied < rest.length ? rest.subarray(copied) : null;
      if (filled === part.length) return { filled, rest, ended: false };
    }
    const next = await iterator.next();
    if (next.done) return { filled, rest: null, ended: true };
    rest = next.value;
  }
}

/** Stores the source under the key; on a failing source the multipart upload is aborted (nothing is left). */
export async function uploadStreamed({ client, bucket, key, contentType }: Target, source: AsyncIterable<Buffer>) {
  const part = pool.pop() ?? Buffer.allocUnsafeSlow(PART_BYTES);
  const iterator = source[Symbol.asyncIterator]();
  let uploadId: string | undefined;
  try {
    let chunk = await fill(part, iterator, null);
    if (chunk.ended) {
      const body = part.subarray(0, chunk.filled);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
      return;
    }
    const created = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
    );
    uploadId = created.UploadId!;
    const parts: { ETag: string; PartNumber: number }[] = [];
    for (let number = 1; chunk.filled > 0; number++) {
      const sent = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: number,
          Body: part.subarray(0, chunk.filled),
          ContentLength: chunk.filled,
        }),
      );
      parts.push({ ETag: sent.ETag!, PartNumber: number });
      if (chunk.ended) break;
      chunk = await fill(part, iterator, chunk.rest);
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    if (uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch(() => undefined);
    }
    // Ends the source too (a request body stops being read).
    await iterator.return?.();
    throw error;
  } finally {
    if (pool.length < POOLED_PARTS) pool.push(part);
  }
}
