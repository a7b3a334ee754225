/**
 * Opens a stored file for an HTTP answer with its Range header honoured: one byte range answers
 * 206 with that part only (a video seeks, a PDF viewer fetches pages), an unsatisfiable one 416,
 * anything else (no header, several ranges, garbage) the whole file with 200 — which RFC 9110
 * allows a server to do instead of a multipart answer.
 */
import parseRange from 'range-parser';
import type { FileStorage, StoredFile } from './storage';

export type Opened = { status: 200 | 206; file: StoredFile } | { status: 416; size: number };

export async function openRange(storage: FileStorage, key: string, header: string | undefined): Promise<Opened | null> {
  if (!header) {
    const file = await storage.read(key);
    return file && { status: 200, file };
  }
  const info = await storage.stat(key);
  if (!info) return null;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return { status: 416, size: info.size };
  const one = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : undefined;
  const file = await storage.read(key, one);
  if (!file) return null;
  return { status: one ? 206 : 200, file };
}
