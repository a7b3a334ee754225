/**
 * The two transports: SMTP through nodemailer (production), and .eml files under
 * DATA_DIR/outbox listed in the server log (the default of `npm start`, nothing leaves the machine).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { japanDateTime } from '@portal/shared';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { PermanentMailError, type MailTransport, type OutgoingMail } from './mail';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
}

function envelope(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    headers: { ...mail.headers, 'X-Portal-Mail': mail.kind },
  };
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * The bytes of a mail: nodemailer's headers (encoded words, Message-ID, List-Unsubscribe…) over
 * one text/plain UTF-8 part sent as 8bit, so the Japanese text reads as itself in the raw message
 * (a terminal that shows the source, a 無害化 gateway that keeps text). nodemailer would choose
 * quoted-printable or base64 for any non-ASCII text; a line past SMTP's 998 octets keeps its choice.
 */
export async function composeMessage(mail: OutgoingMail, newline: '\r\n' | '\n' = '\r\n'): Promise<Buffer> {
  const info = await composer.sendMail(envelope(mail));
  const built = info.message as Buffer;
  const lines = mail.text.split(/\r?\n/);
  if (lines.some((line) => Buffer.byteLength(line) > 998)) return built;
  const source = built.toString('utf8');
  const end = source.indexOf('\r\n\r\n');
  const head = source
    .slice(0, end)
    .replace(/^Content-Transfer-Encoding: .*$/im, 'Content-Transfer-Encoding: 8bit')
    .split('\r\n')
    .join(newline);
  return Buffer.from(`${head}${newline}${newline}${lines.join(newline)}${newline}`, 'utf8');
}

/** 550–553: the mailbox or address is refused; retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 553;
}

/** How long one SMTP send can take before the transport gives up (connect, greeting, idle socket). */
export const SMTP_SEND_LIMIT_MS = 10_000 + 10_000 + 30_000;

export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  // Pooled: connections (and their TLS handshakes and logins) are reused across mails instead of
  // opened for each one, which capped sending at about ten mails a second. close() ends them.
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${settings.host}:${settings.port}${settings.secure ? ' (TLS)' : ''}`,
    async send(mail) {
      try {
        await transporter.sendMail({ envelope: { from: mail.from, to: mail.to }, raw: await composeMessage(mail) });
      } catch (error) {
        if (isPermanent(error)) throw new PermanentMailError((error as Error).message);
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** `YYYYMMDD-HHmmss` in Japan: the files sort by time and read as the mails' own dates. */
function stamp(date: Date): string {
  return japanDateTime(date).replace(/[-:]/g, '').replace(' ', '-');
}

export function createOutboxFileTransport(
  directory: string,
  logger: Logger,
  now: () => Date = () => new Date(),
): MailTransport {
  return {
    description: `.eml files in ${directory}`,
    async send(mail) {
      const message = await composeMessage(mail, '\n');
      await fs.mkdir(directory, { recursive: true });
      const id = mail.messageId
        .replace(/[<>]/g, '')
        .split('@')[0]!
        .replace(/[^a-z0-9.-]/gi, '');
      const file = path.join(directory, `${stamp(now())}-${id}-${mail.kind.replace(/[^a-z.-]/gi, '')}.eml`);
      const temporary = `${file}.tmp`;
      await fs.writeFile(temporary, message);
      await fs.rename(temporary, file);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
    async close() {},
  };
}
