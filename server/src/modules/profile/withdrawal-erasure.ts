/**
 * What 退会 erases beyond the profile and the requests (self-service.service.ts), inside the same
 * transaction, as the privacy policy (/rules/privacy §8) promises: the member's inquiries to the
 * operator keep their organisation, type and text but lose name, address and telephone; the
 * stored copies of mails about the member (outbox bodies, subjects and addresses) lose the same
 * values, and mails to the member not yet sent are dropped (nobody is there to read them); the
 * member's saved searches stop mailing.
 */
import { type EntityManager, In } from 'typeorm';
import { MailOutbox } from '../../mail/mail-outbox.entity';
import { recordAudit } from '../audit/audit.service';
import { Inquiry } from '../inquiry/inquiry.entity';
import { SavedSearch } from '../saved-search/saved-search.entity';

/** What stands in a stored mail where a withdrawn member's name, address or telephone stood. */
export const ERASED = '（退会により消去）';

/** The member's personal values as they were before the profile was cleared. */
export interface PersonalValues {
  /** Every address the member used (the sign-in one, the profile's, the ones on their requests). */
  addresses: string[];
  /** Names as mails print them (`姓 名`, `セイ メイ`, an inquiry's free name) and telephones. */
  texts: string[];
}

export interface ErasureCounts {
  inquiries: number;
  mails: number;
  mailsDropped: number;
  alertsStopped: number;
}

/** The values longest first, so a full name goes before the surname inside it; no blanks. */
function distinct(values: string[]): string[] {
  const kept = new Set(values.map((v) => v.trim()).filter((v) => v.length > 1));
  return [...kept].sort((a, b) => b.length - a.length);
}

function scrub(text: string, values: string[]): string {
  return values.reduce((result, value) => result.split(value).join(ERASED), text);
}

export async function eraseWithdrawnMember(
  manager: EntityManager,
  uid: string,
  personal: PersonalValues,
  requestUids: string[],
): Promise<ErasureCounts> {
  const inquiries = await manager.getRepository(Inquiry).findBy({ userUid: uid });
  const typed = [...personal.addresses, ...inquiries.map((i) => i.email)];
  const addresses = distinct([...typed, ...typed.map((a) => a.toLowerCase())]);
  const values = distinct([...personal.texts, ...inquiries.flatMap((i) => [i.name, i.telephone]), ...addresses]);
  for (const inquiry of inquiries) {
    await manager.getRepository(Inquiry).update({ id: inquiry.id }, { name: ERASED, email: '', telephone: '' });
  }

  const refs = [
    { refType: 'inquiry', refId: inquiries.map((i) => i.uid) },
    { refType: 'document_request', refId: requestUids },
    { refType: 'user_profile', refId: [uid] },
    { refType: 'alert', refId: [uid] },
  ].filter((ref) => ref.refId.length > 0);
  const outbox = manager.getRepository(MailOutbox);
  const mails = new Map<number, MailOutbox>();
  const found = await Promise.all([
    ...refs.map((ref) => outbox.findBy({ refType: ref.refType, refId: In(ref.refId) })),
    ...(addresses.length
      ? [outbox.findBy({ toAddress: In(addresses) }), outbox.findBy({ replyTo: In(addresses) })]
      : []),
  ]);
  for (const mail of found.flat()) mails.set(mail.id, mail);
  const isTheirs = (address: string | null) => address != null && addresses.includes(address.trim().toLowerCase());
  let dropped = 0;
  for (const mail of mails.values()) {
    if (isTheirs(mail.toAddress) && mail.status === 'pending') {
      await outbox.delete({ id: mail.id });
      dropped++;
      continue;
    }
    await outbox.update(
      { id: mail.id },
      {
        toAddress: isTheirs(mail.toAddress) ? ERASED : mail.toAddress,
        replyTo: isTheirs(mail.replyTo) ? null : mail.replyTo,
        subject: scrub(mail.subject, values).slice(0, 255),
        body: scrub(mail.body, values),
      },
    );
  }

  const alerts = await manager.getRepository(SavedSearch).findBy({ userUid: uid });
  const on = alerts.filter((saved) => saved.alert !== 'off');
  for (const saved of on) {
    await manager.getRepository(SavedSearch).update({ id: saved.id }, { alert: 'off', nextAlertAt: null });
    await recordAudit(manager, {
      actorUid: uid,
      action: 'saved-search.alert-stopped',
      entityType: 'saved_search',
      entityId: saved.id,
      data: { before: saved.alert, via: 'withdrawal' },
    });
  }
  return { inquiries: inquiries.length, mails: mails.size - dropped, mailsDropped: dropped, alertsStopped: on.length };
}
