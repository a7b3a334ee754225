/**
 * The key that signs stop links: ALERT_TOKEN_SECRET when set (required with several hosts: every
 * process must sign alike), else a random key kept in DATA_DIR, which every process on one host
 * shares.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function alertSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'alert-token.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': of two processes starting together, one writes and the other reads its key.
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch {
      /* written by another process meanwhile */
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}
