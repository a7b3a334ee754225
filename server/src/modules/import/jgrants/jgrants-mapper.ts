/**
 * A jGrants record as a grant's form values (shared/src/grants/validation.ts), the same values the
 * operator's form produces: the HTML detail sanitised and kept as text, areas placed on the portal's
 * ids (a record with an area the portal does not know is refused, not guessed), datetimes in Japan
 * time, 公募要領 PDFs decoded for the storage. jGrants calls are open to businesses: 対象 is 事業者,
 * and also 地方公共団体 when 公務 is among the industries.
 */
import { createHash } from 'node:crypto';
import { CITY_KIND_IDS, formatYen, JST_OFFSET_MS, MAX_CATEGORIES, fiscalYearAt } from '@portal/shared';
import type { GrantValues } from '@portal/shared/grants/validation';
import { detectFileKind } from '../../../storage/file-type';
import { htmlText } from '../html-text';
import { placeAreas, splitList } from './jgrants-areas';
import type { JGrantsAttachment, JGrantsSubsidy } from './jgrants-record';
import { categoriesOf, issuerOf } from './jgrants-vocabulary';

export interface DecodedFile {
  kind: 'guideline' | 'other';
  title: string;
  name: string;
  bytes: Buffer;
  sha256: string;
}

export interface MappedRecord {
  sourceId: string;
  sourceUrl: string | null;
  values: GrantValues;
  files: DecodedFile[];
  /** Why the record cannot be imported as it is (field → message); empty when it can. */
  refusals: Record<string, string>;
  /** Things dropped on the way that the operator should know (a non-PDF attachment). */
  notes: string[];
}

/** A jGrants datetime as Japan's date and time. An end at 00:00 means the end of the day before. */
export function japanDateTime(iso: string | null | undefined, end = false): { date: string; time: string } | null {
  if (!iso) return null;
  let wall = new Date(Date.parse(iso) + JST_OFFSET_MS);
  if (end && wall.getUTCHours() === 0 && wall.getUTCMinutes() === 0) wall = new Date(wall.getTime() - 60_000);
  const text = wall.toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

const PORTAL = 'https://www.jgrants-portal.go.jp/subsidy/';

function decode(list: readonly JGrantsAttachment[] | null | undefined, kind: DecodedFile['kind'], notes: string[]) {
  const files: DecodedFile[] = [];
  for (const attachment of list ?? []) {
    const bytes = Buffer.from(attachment.data, 'base64');
    if (bytes.length === 0 || detectFileKind(bytes) !== 'pdf') {
      notes.push(`「${attachment.name}」は PDF ではないため取り込みません`);
      continue;
    }
    const title = attachment.name.replace(/\.pdf$/i, '') || (kind === 'guideline' ? '公募要領' : '資料');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    files.push({ kind, title, name: attachment.name, bytes, sha256 });
  }
  return files;
}

export function mapJGrantsRecord(record: JGrantsSubsidy, now: Date): MappedRecord {
  const refusals: Record<string, string> = {};
  const notes: string[] = [];
  const { areaIds, unplaced } = placeAreas(record.target_area_search);
  if (unplaced.length > 0) {
    refusals.areaIds = `対象地域「${unplaced.join('」「')}」はポータルの地域に当てはめられません`;
  } else if (areaIds.length === 0) refusals.areaIds = '対象地域（target_area_search）がありません';
  const institution = record.institution_name?.trim() ?? '';
  if (institution === '') refusals.issuer = '実施機関（institution_name）がありません';
  const industries = splitList(record.industry);
  const start = japanDateTime(record.acceptance_start_datetime);
  const end = japanDateTime(record.acceptance_end_datetime, true);
  const projectEnd = japanDateTime(record.project_end_deadline, true);
  const issuer = issuerOf(institution);
  const detail = htmlText(record.detail ?? '');
  const description = [record.subsidy_catch_phrase?.trim(), detail, projectEnd && `事業実施期限: ${projectEnd.date}`]
    .filter(Boolean)
    .join('\n');
  const target = [
    record.target_area_detail?.trim() && `対象地域: ${record.target_area_detail.trim()}`,
    industries.length > 0 && `対象業種: ${industries.join('、')}`,
    record.target_number_of_employees?.trim() && `従業員数: ${record.target_number_of_employees.trim()}`,
  ].filter(Boolean);
  const max = record.subsidy_max_limit && record.subsidy_max_limit > 0 ? record.subsidy_max_limit : null;
  const url = record.front_subsidy_detail_page_url?.trim() || `${PORTAL}${encodeURIComponent(record.id)}`;
  const values: GrantValues = {
    title: record.title.trim(),
    description,
    issuer: institution,
    organization: issuer.organization,
    ministry: issuer.ministry,
    applicantKinds: industries.some((i) => i.startsWith('公務')) ? ['local-government', 'business'] : ['business'],
    targetBodies: [],
    targetCityKinds: [...CITY_KIND_IDS],
    categoryIds: categoriesOf(splitList(record.use_purpose), industries, MAX_CATEGORIES),
    areaIds,
    fiscalYear: fiscalYearAt(new Date(Date.parse(record.acceptance_start_datetime ?? '') || now.getTime())),
    budgetKind: null,
    subsidyRateText: record.subsidy_rate?.trim() || null,
    amountText: max === null ? null : `上限 ${formatYen(max)}`,
    amountMax: max,
    eligibleCosts: null,
    targetText: target.join('\n') || null,
    applicationStart: start?.date ?? null,
    applicationStartTime: start?.time ?? null,
    applicationEnd: end?.date ?? null,
    applicationEndTime: end?.time ?? null,
    url,
    guidelineUrl: null,
    contact: null,
  };
  const files = [
    ...decode(record.application_guidelines, 'guideline', notes),
    ...decode(record.outline_of_grant, 'other', notes),
  ];
  return { sourceId: record.id, sourceUrl: url, values, files, refusals, notes };
}
