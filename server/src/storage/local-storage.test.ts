import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  const storage = new LocalStorage(root);

  it('stores, reads and removes a file with its content type', async () => {
    await storage.put('solutions/1/document.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await storage.read('solutions/1/document.pdf')).toEqual({
      body: Buffer.from('%PDF-1.4'),
      contentType: 'application/pdf',
    });
    await storage.remove('solutions/1/document.pdf');
    expect(await storage.read('solutions/1/document.pdf')).toBeNull();
  });

  it('streams a body to a key, and leaves nothing when the source fails midway', async () => {
    async function* chunks(fail: boolean) {
      yield Buffer.from('ab');
      yield Buffer.from('cd');
      if (fail) throw new Error('too large');
    }
    await storage.write('solutions/2/video.mp4', chunks(false), 'video/mp4');
    expect(await storage.read('solutions/2/video.mp4')).toEqual({
      body: Buffer.from('abcd'),
      contentType: 'video/mp4',
    });
    await expect(storage.write('solutions/3/video.mp4', chunks(true), 'video/mp4')).rejects.toThrow('too large');
    expect(await storage.read('solutions/3/video.mp4')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'solutions/3'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
