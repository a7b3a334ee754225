/**
 * The demo's 見積合せ: one information request the demo municipal user (戸田市) sent to the demo
 * vendor and another company listed in the same field, through the service as the screen sends
 * it, so both sides of `npm start` open on a request to answer or compare. Seeded once.
 */
import { japanDate, type Role } from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller';
import { UserProfile } from '../modules/profile/profile.entity';
import type { RfiService } from '../modules/rfi/rfi.service';

const DEMO_MUNICIPAL_UID = 'demo-municipal';

interface Asked {
  vendorListing: string;
  otherListing: string;
  field: string;
}

/** The demo vendor's first listing, and the first other company's listing of the same field. */
async function listingsToAsk(dataSource: DataSource): Promise<Asked | null> {
  const rows = (await dataSource.query(
    `SELECT s.id AS own, o.id AS other, c.name AS field
       FROM solutions s
       JOIN solution_categories sc ON sc.solution_id = s.id
       JOIN categories c ON c.id = sc.category_id
       JOIN solution_categories oc ON oc.category_id = sc.category_id
       JOIN solutions o ON o.id = oc.solution_id AND o.company_id <> s.company_id AND o.status = 'published'
      WHERE s.status = 'published' AND s.company_id = (SELECT MIN(id) FROM companies)
      ORDER BY s.id, o.id LIMIT 1`,
  )) as { own: number | string; other: number | string; field: string }[];
  const [row] = rows;
  return row ? { vendorListing: String(row.own), otherListing: String(row.other), field: row.field } : null;
}

/** Returns whether it sent one (false when the demo user has made one already or cannot). */
export async function seedDemoRfi(dataSource: DataSource, rfis: RfiService, now = new Date()): Promise<boolean> {
  const [made] = (await dataSource.query('SELECT COUNT(*) AS n FROM rfis WHERE created_by = ?', [
    DEMO_MUNICIPAL_UID,
  ])) as { n: number | string }[];
  if (Number(made!.n) > 0) return false;
  const profile = await dataSource.getRepository(UserProfile).findOneBy({ uid: DEMO_MUNICIPAL_UID });
  const listings = await listingsToAsk(dataSource);
  if (!profile || !listings) return false;
  const caller: Caller = {
    viewer: { uid: profile.uid, email: profile.email, emailVerified: true, claims: {} },
    profile,
    role: 'municipal' satisfies Role,
    ip: '127.0.0.1',
    rateLimit: async () => undefined,
  };
  const deadline = `${japanDate(new Date(now.getTime() + 14 * 86_400_000))}T17:00`;
  const draft = await rfis.create(caller, {
    kind: 'rfi',
    title: `${listings.field}分野のシステム更新に向けた情報提供のお願い`,
    background: `${profile.organization}では、${listings.field}分野で使っているシステムの更新を来年度に予定しています。予算要求に向けて、提供形態、導入までの期間と概算費用をお知らせください。`,
    origin: 'comparison',
    solutionIds: [listings.vendorListing, listings.otherListing],
    deadline,
    questions: [
      { kind: 'text', label: '他の自治体での導入実績を教えてください' },
      { kind: 'yesno', label: 'LGWAN接続系で利用できますか' },
      {
        kind: 'choice',
        label: '提供形態',
        choices: ['クラウド（LGWAN-ASP）', 'クラウド（インターネット）', 'オンプレミス'],
      },
      { kind: 'number', label: '契約から稼働までの期間', unit: 'か月' },
      { kind: 'price', label: '概算費用（人口約14万人の市として）' },
    ],
  });
  await rfis.send(caller, draft.id);
  return true;
}
