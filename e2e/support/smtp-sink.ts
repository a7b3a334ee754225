/**
 * Playwright global set-up: a real SMTP server (smtp-server) on E2E_SMTP_PORT, where the portal
 * started by playwright.config.ts sends its mail. Each received message is written as an .eml
 * file to E2E_MAIL_DIR, so specs in any worker can read what arrived (support/mail.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export default async function startSmtpSink(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const directory = process.env.E2E_MAIL_DIR!;
  fs.mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++count).padStart(4, '0')}.eml`;
        fs.writeFileSync(path.join(directory, `${name}.tmp`), Buffer.concat(chunks));
        fs.renameSync(path.join(directory, `${name}.tmp`), path.join(directory, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
