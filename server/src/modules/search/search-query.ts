/**
 * Turns API criteria into a checked, normalised query. Unknown ids and impossible ranges are
 * refused with BAD_USER_INPUT in Japanese rather than silently matching nothing.
 */
import {
  AMOUNT_BAND_IDS,
  CATEGORY_IDS,
  GRANT_STATUS_IDS,
  MINISTRY_IDS,
  type GrantStatus,
  dayNumberOf,
  japanDayOf,
  CITY_KIND_IDS,
  KEYWORD_MAX_LENGTH,
  LINK_IDS,
  NATIONWIDE_AREA_ID,
  ORGANIZATION_IDS,
  POPULATION_BAND_IDS,
  SORT_IDS,
  type SortId,
  findPrefecture,
  findRegionalGroup,
  isRecordId,
  splitKeyword,
  SAME_SIZE_MESSAGES,
} from '@portal/shared';
import type { TextAccess } from '../../auth/text-access';
import { invalidInput, type FieldErrors } from '../../lib/app-error';
import type { SearchInput } from './search.types';

export interface SearchQuery {
  terms: string[];
  /** Which text the terms are matched in and snippets quoted from (auth/text-access.ts). */
  access: TextAccess;
  categories: ReadonlySet<string> | null;
  areas: ReadonlySet<string> | null;
  organizations: ReadonlySet<string> | null;
  cities: ReadonlySet<string> | null;
  populations: ReadonlySet<string> | null;
  /** Grants: 受付状況 (evaluated on `today`), 所管省庁, 上限額 ranges. */
  statuses: ReadonlySet<GrantStatus> | null;
  ministries: ReadonlySet<string> | null;
  amounts: ReadonlySet<string> | null;
  /** Solutions and cases: linked to a grant (a facet, like the others). */
  links: ReadonlySet<string> | null;
  /** 同規模: the size classes of the viewer's municipality (resolved before the query is built). */
  sizes: ReadonlySet<string> | null;
  /** Grants whose last day falls in this range (day numbers, inclusive): the month view. */
  deadlines: { from: number; to: number } | null;
  /** Today's day number in Japan time: statuses and the deadline order depend on it. */
  today: number;
  yearsLower: number | null;
  yearsUpper: number | null;
  ids: ReadonlySet<number> | null;
  page: number;
  /**
   * Relevance needs terms: without any it is the section's list order (`listOrder`) unless
   * another order was asked.
   */
  sort: SortId;
}

function nonEmpty(values: readonly string[] | null | undefined): string[] | null {
  const cleaned = (values ?? []).map((v) => v.trim()).filter(Boolean);
  return cleaned.length > 0 ? cleaned : null;
}

/** Unknown ids are named back (at most three, each cut short) so the message stays readable. */
function quoted(ids: readonly string[]): string {
  return ids
    .slice(0, 3)
    .map((id) => (id.length > 20 ? `${id.slice(0, 20)}…` : id))
    .join('、');
}

function checkedSet(
  values: string[] | null,
  known: readonly string[],
  field: string,
  label: string,
  errors: FieldErrors,
): Set<string> | null {
  if (!values) return null;
  const unknown = values.filter((v) => !known.includes(v));
  if (unknown.length > 0) errors[field] = `${label}の指定が正しくありません（${quoted(unknown)}）`;
  return new Set(values);
}

/** Nationwide stays itself; a regional group becomes its member prefectures. */
function expandAreas(values: string[] | null, errors: FieldErrors): Set<string> | null {
  if (!values) return null;
  const areas = new Set<string>();
  const unknown: string[] = [];
  for (const id of values) {
    if (id === NATIONWIDE_AREA_ID || findPrefecture(id)) areas.add(id);
    else {
      const group = findRegionalGroup(id);
      if (group) group.memberIds.forEach((member) => areas.add(member));
      else unknown.push(id);
    }
  }
  if (unknown.length > 0) errors.affiliations = `地域の指定が正しくありません（${quoted(unknown)}）`;
  return areas;
}

function year(value: number | null | undefined, field: string, errors: FieldErrors): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1900 || value > 2100) {
    errors[field] = '年度は1900〜2100の範囲で指定してください';
    return null;
  }
  return value;
}

function deadlineRange(
  from: string | null | undefined,
  to: string | null | undefined,
  errors: FieldErrors,
): { from: number; to: number } | null {
  if (!from && !to) return null;
  const start = from ? dayNumberOf(from) : -Infinity;
  const end = to ? dayNumberOf(to) : Infinity;
  if (start === null || end === null) {
    errors.deadlineFrom = '締切日の範囲は YYYY-MM-DD の形式で指定してください';
    return null;
  }
  if (start > end) errors.deadlineFrom = '締切日の範囲が正しくありません（開始が終了より後になっています）';
  return { from: start, to: end };
}

/** The sections' own orders hold with or without a keyword; relevance needs one. */
function sortOf(asked: SortId | null | undefined, keyword: boolean, listOrder: SortId): SortId {
  if (asked === 'deadline' || asked === 'applicable') return asked;
  if (keyword) return asked ?? 'relevance';
  return asked === 'newest' ? 'newest' : listOrder;
}

/**
 * `viewerSizes`: the 同規模 classes of the caller's municipality (null when it has none), read by
 * the resolver only when `sameSize` is asked for; the search itself never looks at the caller.
 * `access`: the text the caller may read (auth/text-access.ts). `listOrder`: the section's order
 * without a keyword when none is asked for (SECTION_FILTERS).
 */
export function toSearchQuery(
  input: SearchInput,
  now: Date = new Date(),
  viewerSizes: readonly string[] | null = null,
  access: TextAccess = 'list',
  listOrder: SortId = 'newest',
): SearchQuery {
  const errors: FieldErrors = {};
  if (input.sameSize && !viewerSizes) errors.sameSize = SAME_SIZE_MESSAGES.filterWithoutMunicipality;
  // Control characters cannot be typed and would let a term span the field separator.
  // eslint-disable-next-line no-control-regex
  const keyword = (input.keyword ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (keyword.length > KEYWORD_MAX_LENGTH) {
    errors.keyword = `キーワードは${KEYWORD_MAX_LENGTH}文字以内で入力してください`;
  }
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1) errors.page = 'ページ番号は1以上の整数で指定してください';
  const yearsLower = year(input.yearsLower, 'yearsLower', errors);
  const yearsUpper = year(input.yearsUpper, 'yearsUpper', errors);
  if (yearsLower != null && yearsUpper != null && yearsLower > yearsUpper) {
    errors.yearsLower = '年度の範囲が正しくありません（開始が終了より後になっています）';
  }
  const idValues = nonEmpty(input.ids);
  const ids = idValues ? new Set(idValues.map(Number)) : null;
  if (idValues?.some((v) => !isRecordId(v))) errors.ids = 'IDの指定が正しくありません';

  const terms = errors.keyword ? [] : splitKeyword(keyword);
  const deadlines = deadlineRange(input.deadlineFrom, input.deadlineTo, errors);
  if (input.sort != null && !SORT_IDS.includes(input.sort)) {
    errors.sort = `並び順は ${SORT_IDS.join('・')} のいずれかで指定してください`;
  }
  const query: SearchQuery = {
    terms,
    access,
    categories: checkedSet(nonEmpty(input.categories), CATEGORY_IDS, 'categories', 'カテゴリ', errors),
    areas: expandAreas(nonEmpty(input.affiliations), errors),
    organizations: checkedSet(nonEmpty(input.organizations), ORGANIZATION_IDS, 'organizations', '実施機関', errors),
    cities: checkedSet(nonEmpty(input.cities), CITY_KIND_IDS, 'cities', '自治体区分', errors),
    populations: checkedSet(nonEmpty(input.populations), POPULATION_BAND_IDS, 'populations', '人口規模', errors),
    statuses: checkedSet(
      nonEmpty(input.statuses),
      GRANT_STATUS_IDS,
      'statuses',
      '受付状況',
      errors,
    ) as Set<GrantStatus> | null,
    ministries: checkedSet(nonEmpty(input.ministries), MINISTRY_IDS, 'ministries', '所管省庁', errors),
    amounts: checkedSet(nonEmpty(input.amounts), AMOUNT_BAND_IDS, 'amounts', '上限額', errors),
    links: checkedSet(nonEmpty(input.links), LINK_IDS, 'links', '関連', errors),
    sizes: input.sameSize && viewerSizes ? new Set(viewerSizes) : null,
    deadlines,
    today: japanDayOf(now),
    yearsLower,
    yearsUpper,
    ids,
    page,
    sort: sortOf(input.sort, terms.length > 0, listOrder),
  };
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return query;
}
