/**
 * The FileStorage contract, run on the local disk and on an S3-compatible server (s3rver started
 * here, through the real AWS SDK): put/write/stat/read with ranges/remove/list, and a failing
 * upload stream leaves nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/s3-server';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { readAll, type FileStorage } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
let s3: LocalS3;
let s3Storage: S3Storage;
beforeAll(async () => {
  s3 = await startLocalS3();
  s3Storage = new S3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  s3Storage.close();
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function* chunks(parts: string[], fail = false) {
  for (const part of parts) yield Buffer.from(part);
  if (fail) throw new Error('too large');
}

const backends: [string, () => FileStorage][] = [
  ['local disk', () => new LocalStorage(root)],
  ['S3', () => s3Storage],
];

describe.each(backends)('FileStorage on %s', (_name, storageOf) => {
  it('stores, stats, reads and removes a file with its content type', async () => {
    const storage = storageOf();
    await storage.put('solutions/1/document.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await storage.stat('solutions/1/document.pdf')).toEqual({ size: 8, contentType: 'application/pdf' });
    const file = (await storage.read('solutions/1/document.pdf'))!;
    expect(file).toMatchObject({ size: 8, contentType: 'application/pdf', range: null });
    expect((await readAll(file)).toString()).toBe('%PDF-1.4');
    await storage.remove('solutions/1/document.pdf');
    expect(await storage.read('solutions/1/document.pdf')).toBeNull();
    expect(await storage.stat('solutions/1/document.pdf')).toBeNull();
  });

  it('reads a byte range with the whole size', async () => {
    const storage = storageOf();
    await storage.write('solutions/4/video.mp4', chunks(['0123', '4567', '89']), 'video/mp4');
    const part = (await storage.read('solutions/4/video.mp4', { start: 2, end: 5 }))!;
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 }, contentType: 'video/mp4' });
    expect((await readAll(part)).toString()).toBe('2345');
  });

  it('streams a body to a key, and leaves nothing when the source fails midway', async () => {
    const storage = storageOf();
    await storage.write('solutions/2/video.mp4', chunks(['ab', 'cd']), 'video/mp4');
    expect((await readAll((await storage.read('solutions/2/video.mp4'))!)).toString()).toBe('abcd');
    await expect(storage.write('solutions/3/video.mp4', chunks(['ab', 'cd'], true), 'video/mp4')).rejects.toThrow(
      'too large',
    );
    expect(await storage.read('solutions/3/video.mp4')).toBeNull();
    const left = [];
    for await (const file of storage.list('solutions/3')) left.push(file);
    expect(left).toEqual([]);
  });

  it('streams bodies of several S3 parts byte for byte, and leaves nothing when one fails after a part', async () => {
    const storage = storageOf();
    // Uneven chunks across the 5 MB part boundaries; the second body is exactly two parts.
    const body = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7) % 251));
    async function* chunked(whole: Buffer, fail = false) {
      for (let at = 0; at < whole.length; at += 700_001) yield whole.subarray(at, at + 700_001);
      if (fail) throw new Error('too large');
    }
    for (const [key, bytes] of [
      ['solutions/5/video.mp4', 12 * 1024 * 1024 + 3],
      ['solutions/6/video.mp4', 10 * 1024 * 1024],
    ] as const) {
      const whole = body(bytes);
      await storage.write(key, chunked(whole), 'video/mp4');
      expect((await readAll((await storage.read(key))!)).equals(whole)).toBe(true);
    }
    await expect(
      storage.write('solutions/7/video.mp4', chunked(body(6 * 1024 * 1024), true), 'video/mp4'),
    ).rejects.toThrow('too large');
    expect(await storage.stat('solutions/7/video.mp4')).toBeNull();
  });

  it('lists keys under a prefix with their age', async () => {
    const storage = storageOf();
    await storage.put('listed/a/one.png', Buffer.from('1'), 'image/png');
    await storage.put('listed/b/two.png', Buffer.from('22'), 'image/png');
    const listed = [];
    for await (const file of storage.list('listed/')) listed.push(file);
    expect(listed.map((file) => [file.key, file.size]).sort()).toEqual([
      ['listed/a/one.png', 1],
      ['listed/b/two.png', 2],
    ]);
    expect(Math.abs(listed[0]!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses keys that could leave its directory', async () => {
    const storage = storageOf();
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
