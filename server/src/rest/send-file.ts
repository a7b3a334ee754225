/** Sends a stored file opened by storage/open-range.ts: status, length and range headers, body. */
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { pacedStream } from '../storage/gc-pacing';
import type { Opened } from '../storage/open-range';

/** Writes an opened file's status, length and range headers and streams its body. */
export async function sendOpened(response: Response, opened: Opened): Promise<void> {
  response.setHeader('Accept-Ranges', 'bytes');
  if (opened.status === 416) {
    response.status(416).setHeader('Content-Range', `bytes */${opened.size}`);
    response.end();
    return;
  }
  const { file } = opened;
  response.status(opened.status);
  // The route's type (decided by the key's detected kind) wins over what the store reports.
  if (!response.getHeader('Content-Type')) response.setHeader('Content-Type', file.contentType);
  if (file.range) {
    response.setHeader('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    response.setHeader('Content-Length', String(file.range.end - file.range.start + 1));
  } else {
    response.setHeader('Content-Length', String(file.size));
  }
  if (response.req.method === 'HEAD') {
    file.body.destroy();
    response.end();
    return;
  }
  // A client that goes away mid-file ends the pipeline; the store's stream is destroyed with it.
  // Paced: the file's spent chunks are collected every few MB (storage/gc-pacing.ts).
  await pipeline(file.body, pacedStream(), response).catch((error: unknown) => {
    if (!response.writableFinished && !response.destroyed) response.destroy(error as Error);
  });
}
