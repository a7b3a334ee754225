/** Stores mails in the outbox inside the caller's transaction: they commit, or vanish, with it. */
import type { EntityManager } from 'typeorm';
import type { MailMessage } from './mail';
import { MailOutbox } from './mail-outbox.entity';

/** Subjects are one line of at most 255 characters whatever the data put into them. */
function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ').trim();
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join('')}…` : flat;
}

export async function enqueueMail(manager: EntityManager, message: MailMessage): Promise<void> {
  await manager.save(
    manager.create(MailOutbox, {
      kind: message.kind,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: oneLine(message.subject, 255),
      body: message.text,
      refType: message.ref.type,
      refId: message.ref.id,
      headers: message.headers ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      lastError: null,
      messageId: null,
      sentAt: null,
    }),
  );
}
