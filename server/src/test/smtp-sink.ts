/** A real SMTP server in the test process (smtp-server) that keeps what it receives, parsed. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  kind: string;
  messageId: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** SMTP connections opened so far (a pooled sender reuses a few). */
  readonly connections: number;
  /** Resolves once `count` received messages match; rejects after `timeoutMs` with what arrived. */
  waitFor(count: number, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const address = (value: unknown) =>
            (Array.isArray(value) ? value : value ? [value] : []).map((a: { text: string }) => a.text).join(', ');
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: address(parsed.from),
            to: address(parsed.to),
            replyTo: address(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            kind: String(parsed.headers.get('x-portal-mail') ?? ''),
            messageId: parsed.messageId ?? '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    get connections() {
      return connections;
    },
    waitFor(count, match = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.filter(match);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got: ${messages.map((m) => `${m.kind} → ${m.to}`).join('; ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
