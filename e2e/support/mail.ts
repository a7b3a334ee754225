/** The mails the portal sent during the run, as received by the SMTP server (support/smtp-sink.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  file: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  kind: string;
}

export async function receivedMails(): Promise<ReceivedMail[]> {
  const directory = process.env.E2E_MAIL_DIR!;
  const files = fs.existsSync(directory)
    ? fs
        .readdirSync(directory)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(directory, file)));
      const text = (value: { text: string } | { text: string }[] | undefined) =>
        (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
      return {
        file,
        to: text(parsed.to),
        replyTo: text(parsed.replyTo),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        kind: String(parsed.headers.get('x-portal-mail') ?? ''),
      };
    }),
  );
}
