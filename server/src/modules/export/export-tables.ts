/**
 * The rows of each export: plain functions from what the services already answer to an
 * ExportTable, one column header per field in the words the screens use. Each row is made when the
 * writer asks for it (`rowsOf`), so making 1 000 of them is sliced with their writing
 * (lib/table-export.ts) instead of holding the event loop before the first byte.
 */
import {
  GRANT_STATUSES,
  MINISTRIES,
  SECTION_LABELS,
  contactMeansLabel,
  inquiryTypeLabel,
  JAPAN_TIME_ZONE,
  japanDate,
  requestItemStatusLabel,
  shortlistStatusLabel,
  type Section,
} from '@portal/shared';
import type { ExportCell, ExportTable } from '../../lib/table-export';
import type { KeptRecord } from '../bookmark/kept-records';
import type { CaseSummary } from '../case/case.types';
import type { DocumentRequest } from '../document-request/document-request.entity';
import type { GrantSummary } from '../grant/grant.types';
import type { ShortlistView } from '../shortlist/shortlist.types';
import type { SolutionSummary } from '../solution/solution.types';

const TOKYO_MINUTE = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 2026/11/24 09:05 in Japan time, whatever the server's zone. */
export function tokyoMinute(moment: Date | null | undefined): string | null {
  return moment ? TOKYO_MINUTE.format(moment) : null;
}

/** YYYYMMDD in Japan time: the date in a file name. */
export function fileDate(moment: Date): string {
  return japanDate(moment).replaceAll('-', '');
}

const DETAIL_PATH: Record<Section, string> = {
  solutions: '/solutions/shows/',
  grants: '/grants/shows/',
  cases: '/cases/shows/',
};

export function recordUrl(publicUrl: string, section: Section, id: number): string {
  return `${publicUrl.replace(/\/$/, '')}${DETAIL_PATH[section]}${id}`;
}

const categoriesOf = (item: { categories: { name: string }[] }) => item.categories.map((c) => c.name).join('、');
const grantStatusLabel = (id: string) => GRANT_STATUSES.find((s) => s.id === id)?.label ?? id;
const ministryLabel = (id: string | null) => (id ? (MINISTRIES.find((m) => m.id === id)?.label ?? id) : null);

export type SectionItem = SolutionSummary | GrantSummary | CaseSummary;

/** The items' rows, each made as it is read. */
function* rowsOf<T>(items: Iterable<T>, row: (item: T) => ExportCell[]): Generator<ExportCell[]> {
  for (const item of items) yield row(item);
}

/** One row per item of each request, each made as it is read. */
function* itemRowsOf(
  requests: DocumentRequest[],
  row: (request: DocumentRequest, item: DocumentRequest['items'][number]) => ExportCell[],
): Generator<ExportCell[]> {
  for (const request of requests) for (const item of request.items) yield row(request, item);
}

export function searchTable(section: Section, items: SectionItem[], publicUrl: string): ExportTable {
  const sheetName = `${SECTION_LABELS[section]}の検索結果`;
  const url = (id: number) => recordUrl(publicUrl, section, id);
  if (section === 'grants') {
    return {
      sheetName,
      columns: [
        '掲載番号',
        '補助金・交付金名',
        '実施機関',
        'カテゴリ',
        '対象地域',
        '年度',
        '受付開始',
        '締切日',
        '受付状況',
        '上限額（円）',
        '補助率',
        '所管省庁',
        'URL',
      ],
      rows: rowsOf(items as GrantSummary[], (g) => [
        g.id,
        g.title,
        g.issuer,
        categoriesOf(g),
        g.areaNames.join('、'),
        g.fiscalYear,
        g.applicationStart,
        g.applicationEnd,
        grantStatusLabel(g.applicationStatus),
        g.amountMax,
        g.subsidyRateText,
        ministryLabel(g.ministry),
        url(g.id),
      ]),
    };
  }
  if (section === 'cases') {
    return {
      sheetName,
      columns: ['掲載番号', '事例名', '団体名', '自治体', 'カテゴリ', '対象地域', '年度', '掲載日', 'URL'],
      rows: rowsOf(items as CaseSummary[], (c) => [
        c.id,
        c.title,
        c.organizationName,
        c.municipalityName,
        categoriesOf(c),
        c.areaNames.join('、'),
        c.fiscalYear,
        tokyoMinute(c.publishedAt),
        url(c.id),
      ]),
    };
  }
  return {
    sheetName,
    columns: ['掲載番号', 'ソリューション名', '提供企業', 'カテゴリ', '対象地域', '年度', '掲載日', 'URL'],
    rows: rowsOf(items as SolutionSummary[], (s) => [
      s.id,
      s.title,
      s.companyName,
      categoriesOf(s),
      s.areaNames.join('、'),
      s.fiscalYear,
      tokyoMinute(s.publishedAt),
      url(s.id),
    ]),
  };
}

function keptTitle(record: KeptRecord): { title: string; owner: string } {
  const summary = record.solution ?? record.grant ?? record.case;
  if (!summary) return { title: '（掲載が終了しました）', owner: '' };
  const owner = record.solution?.companyName ?? record.grant?.issuer ?? record.case?.organizationName ?? '';
  return { title: summary.title, owner };
}

export function shortlistTable(list: ShortlistView, publicUrl: string): ExportTable {
  return {
    sheetName: list.name,
    columns: [
      '区分',
      '掲載番号',
      '名称',
      '提供企業・実施機関・団体',
      '検討状況',
      'メモ',
      '追加した職員',
      '追加日時',
      '最終更新者',
      '更新日時',
      'URL',
    ],
    rows: rowsOf(list.entries, (entry) => {
      const { title, owner } = keptTitle(entry);
      return [
        SECTION_LABELS[entry.section],
        entry.recordId,
        title,
        owner,
        shortlistStatusLabel(entry.status),
        entry.note,
        entry.addedBy,
        tokyoMinute(entry.addedAt),
        entry.updatedBy,
        tokyoMinute(entry.updatedAt),
        entry.available ? recordUrl(publicUrl, entry.section, entry.recordId) : null,
      ];
    }),
  };
}

const labels = (codes: string[], label: (code: string) => string) => codes.map(label).join('、');

/** One row per requested solution: what a 庁内報告 lists (whom, what, when, how far it got). */
export function requestHistoryTable(requests: DocumentRequest[]): ExportTable {
  return {
    sheetName: '資料請求の履歴',
    columns: [
      '受付番号',
      '送信日時',
      '提供企業',
      'ソリューション',
      'お問い合わせ種別',
      '連絡方法',
      'お問い合わせ内容',
      '対応状況',
      '企業の確認日時',
      '回答日時',
    ],
    rows: itemRowsOf(requests, (request, item) => [
      request.receiptNumber,
      tokyoMinute(request.createdAt),
      request.companyName,
      item.solutionTitle,
      labels(item.inquiryTypes, inquiryTypeLabel),
      labels(item.contactMeans, contactMeansLabel),
      item.contents,
      requestItemStatusLabel(item.status),
      tokyoMinute(item.openedAt),
      tokyoMinute(item.statusChangedAt),
    ]),
  };
}

/** A vendor's received requests, with the requester's details as they were when sent. */
export function receivedRequestsTable(requests: DocumentRequest[]): ExportTable {
  return {
    sheetName: '受け付けた資料請求',
    columns: [
      '受付番号',
      '受信日時',
      'ソリューション',
      'お問い合わせ種別',
      '連絡方法',
      'お問い合わせ内容',
      '自治体名',
      '部署',
      '役職',
      '氏名',
      'メールアドレス',
      '電話番号',
      '対応状況',
    ],
    rows: itemRowsOf(requests, (request, item) => {
      const who = request.requesterSnapshot;
      return [
        request.receiptNumber,
        tokyoMinute(request.createdAt),
        item.solutionTitle,
        labels(item.inquiryTypes, inquiryTypeLabel),
        labels(item.contactMeans, contactMeansLabel),
        item.contents,
        who.organization,
        who.division,
        who.position,
        `${who.lastName} ${who.firstName}`.trim(),
        who.email,
        who.telephone,
        requestItemStatusLabel(item.status),
      ];
    }),
  };
}
