/** The default transport writes standard .eml files a mail client opens, and logs each one. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutboxFileTransport } from './transports';

describe('outbox file transport', () => {
  it('writes one parseable .eml per mail under the directory and lists it in the log', async () => {
    const directory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    // 07:00 JST on 12-02, still 12-01 in UTC: the file is named in Japan time.
    const transport = createOutboxFileTransport(directory, logger, () => new Date('2026-12-01T22:00:00Z'));
    await transport.send({
      messageId: '<outbox-7.1700000000000@portal.example.jp>',
      from: '自治体ソリューションポータル <no-reply@portal.example.jp>',
      to: 'info@vendor1.example.co.jp',
      replyTo: 'shokuin@city.demo.lg.jp',
      subject: '【自治体ソリューションポータル】資料請求がありました',
      text: '本文です。\n2行目',
      kind: 'request.vendor',
    });
    const files = fs.readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toBe('20261202-070000-outbox-7.1700000000000-request.vendor.eml');
    const parsed = await simpleParser(fs.readFileSync(path.join(directory, files[0]!)));
    expect(parsed.subject).toBe('【自治体ソリューションポータル】資料請求がありました');
    expect(parsed.text?.trim()).toBe('本文です。\n2行目');
    expect(parsed.replyTo?.text).toBe('shokuin@city.demo.lg.jp');
    expect(lines.join('')).toContain(files[0]);
    await transport.close();
  });
});
