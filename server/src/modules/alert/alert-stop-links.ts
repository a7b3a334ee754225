/**
 * The stop links of alert mails. Each mail gets one opaque token, stored (hashed) in the mail's
 * transaction with the saved searches the mail was about; its header link (RFC 8058 one-click)
 * stops them all, the link under each search (`search=<id>`) that one. Each search is stopped
 * once per mail: after that the mail's links — reopened, or in a forwarded copy — change nothing
 * and say when they were used, so an owner who switched an alert back on keeps it on. Expired
 * links are kept a while longer so that opening one still says it expired, then deleted.
 */
import { SECTION_LABELS } from '@portal/shared';
import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { appError } from '../../lib/app-error';
import { formatJst } from '../../mail/format';
import { recordAudit } from '../audit/audit.service';
import { SavedSearch } from '../saved-search/saved-search.entity';
import { AlertStopLink } from './alert-stop-link.entity';
import { isRetiredStopToken, STOP_LINK_DAYS, stopTokenHash } from './alert-token';

/** How long past its expiry a link still answers "expired" rather than "not a link". */
const KEPT_AFTER_EXPIRY_DAYS = 90;

const DAY_MS = 86_400_000;

export const STOP_LINK_MESSAGES = {
  invalid:
    'このリンクは正しくありません。メールのリンクをそのまま開くか、ログインして「保存した検索条件」からメールを止めてください。',
  retired:
    'このリンクは以前の形式のもので、現在は使えません。お手数ですが、ログインして「保存した検索条件」からメールを止めてください。',
  expired: 'このリンクは有効期限が切れています。ログインして「保存した検索条件」からメールを止めてください。',
  foreign: 'このリンクは別の利用者あてのメールのものです。何も変更していません。',
  deleted: 'このメールの検索条件はすでに削除されています。今後このメールは届きません。',
} as const;

export interface StopLinkOutcome {
  stopped: string[];
  message: string;
}

/** The `search` of a stop link's address: a saved search id, null for none; anything else is no link. */
export function searchIdOf(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) {
    throw appError('BAD_USER_INPUT', STOP_LINK_MESSAGES.invalid);
  }
  return id;
}

/** Stores, with its mail, the link of `token` (alert-token.ts) to the searches the mail is about. */
export async function saveStopLink(
  manager: EntityManager,
  link: { token: string; uid: string; searchIds: number[]; now: Date },
): Promise<void> {
  await manager.getRepository(AlertStopLink).insert({
    tokenHash: stopTokenHash(link.token)!,
    userUid: link.uid,
    searchIds: link.searchIds,
    stoppedIds: [],
    expiresAt: new Date(link.now.getTime() + STOP_LINK_DAYS * DAY_MS),
    usedAt: null,
  });
}

export async function forgetOldStopLinks(dataSource: DataSource, now: Date): Promise<void> {
  await dataSource
    .getRepository(AlertStopLink)
    .delete({ expiresAt: LessThan(new Date(now.getTime() - KEPT_AFTER_EXPIRY_DAYS * DAY_MS)) });
}

function usedMessage(usedAt: Date | null): string {
  const when = usedAt ? `${formatJst(usedAt)}に` : 'すでに';
  return `このリンクは${when}使われ、そのとき新着メールを止めました。その後の設定はこのリンクでは変わりません。メールの設定は「保存した検索条件」で確認できます。`;
}

/**
 * Uses a mail's stop link (the web page's button or the RFC 8058 one-click POST): `searchId` is
 * the search under which the link stood, null for the whole mail. A token that is not one, a
 * retired or expired one, or another user's while someone is signed in stops nothing and says so.
 */
export async function useStopLink(
  dataSource: DataSource,
  token: string,
  searchId: number | null,
  signedInUid: string | null,
  now = new Date(),
): Promise<StopLinkOutcome> {
  const hash = stopTokenHash(token);
  return dataSource.transaction(async (manager) => {
    const links = manager.getRepository(AlertStopLink);
    const link = hash ? await links.findOneBy({ tokenHash: hash }) : null;
    if (!link || (searchId !== null && !link.searchIds.includes(searchId))) {
      const retired = !link && isRetiredStopToken(token);
      throw appError('BAD_USER_INPUT', retired ? STOP_LINK_MESSAGES.retired : STOP_LINK_MESSAGES.invalid);
    }
    if (link.expiresAt.getTime() < now.getTime()) throw appError('BAD_USER_INPUT', STOP_LINK_MESSAGES.expired);
    if (signedInUid !== null && signedInUid !== link.userUid) throw appError('FORBIDDEN', STOP_LINK_MESSAGES.foreign);
    const asked = searchId === null ? link.searchIds : [searchId];
    const ids = asked.filter((id) => !link.stoppedIds.includes(id));
    if (ids.length === 0) return { stopped: [], message: usedMessage(link.usedAt) };
    // Of two uses at once (the mail program's one-click and the page), the first to record wins.
    const taken = await links
      .createQueryBuilder()
      .update()
      .set({ stoppedIds: [...link.stoppedIds, ...ids], usedAt: now })
      .where('token_hash = :hash AND stopped_ids = :before', {
        hash: link.tokenHash,
        before: JSON.stringify(link.stoppedIds),
      })
      .execute();
    if (taken.affected !== 1) return { stopped: [], message: usedMessage(now) };

    const searches = await manager.getRepository(SavedSearch).findBy({ id: In(ids), userUid: link.userUid });
    if (searches.length === 0) return { stopped: [], message: STOP_LINK_MESSAGES.deleted };
    for (const saved of searches.filter((row) => row.alert !== 'off')) {
      await manager.getRepository(SavedSearch).update({ id: saved.id }, { alert: 'off', nextAlertAt: null });
      await recordAudit(manager, {
        actorUid: null,
        action: 'saved-search.alert-stopped',
        entityType: 'saved_search',
        entityId: saved.id,
        data: { before: saved.alert, via: 'stop-link' },
      });
    }
    const names = searches.map((row) => `「${row.name}」（${SECTION_LABELS[row.section]}）`);
    return { stopped: names, message: `${names.join('、')}の新着メールを止めました。` };
  });
}
