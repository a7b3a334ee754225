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

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
