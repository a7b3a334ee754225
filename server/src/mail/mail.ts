/**
 * Outgoing mail. Services never talk to a mail server: they store a MailMessage in the outbox in
 * the same transaction as what it reports (outbox.ts), and the worker (mail-worker.ts) hands it
 * to a MailTransport, retrying with backoff, so a mail server outage loses nothing.
 */
export interface MailMessage {
  /** What the mail is, for logs and tests: 'request.vendor', 'request.receipt', … */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  /** Plain text: municipal mail systems often strip or block HTML. */
  text: string;
  /** The record it reports on, e.g. { type: 'document_request', id: uid }. */
  ref: { type: string; id: string };
  /** Extra headers (an alert's RFC 8058 List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
}

export interface OutgoingMail {
  /** Stable Message-ID, so a resend after a crash is recognisable as the same mail. */
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  kind: string;
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  /** Human-readable destination for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** An error the transport knows to be permanent (the address is refused): no retry helps. */
export class PermanentMailError extends Error {}
