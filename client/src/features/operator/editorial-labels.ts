/**
 * How the history names a changed field and shows its values: labels from the shared field
 * tables, option ids as their Japanese labels, times in Japan time, lists and rows as text.
 */
import {
  CATEGORIES,
  CITY_KINDS,
  MINISTRIES,
  ORGANIZATIONS,
  TARGET_BODIES,
  areaName,
  categoryLabel,
  optionLabel,
  type FilterOption,
} from '@portal/shared';
import { CASE_FIELD_LABELS } from '@portal/shared/cases/validation';
import { PUBLICATION_LABELS, type PublicationState } from '@portal/shared/editorial/publication';
import { APPLICANT_KINDS, ATTACHMENT_KINDS, BUDGET_KINDS, GRANT_FIELD_LABELS } from '@portal/shared/grants/fields';
import { formatDateTime } from '@/lib/date-time';

const COMMON_LABELS: Record<string, string> = {
  status: '公開状態',
  publishedAt: '公開日時',
  sourceUrl: '出典のページ',
};

export function fieldLabel(kind: 'grant' | 'case', field: string): string {
  const table: Record<string, string> = kind === 'grant' ? GRANT_FIELD_LABELS : CASE_FIELD_LABELS;
  return table[field] ?? COMMON_LABELS[field] ?? field;
}

const CATEGORY_OPTIONS: FilterOption[] = CATEGORIES.map((c) => ({ id: c.id, label: categoryLabel(c) }));
const OPTIONS: Record<string, readonly FilterOption[]> = {
  applicantKinds: APPLICANT_KINDS,
  targetBodies: TARGET_BODIES,
  targetCityKinds: CITY_KINDS,
  categoryIds: CATEGORY_OPTIONS,
  organization: ORGANIZATIONS,
  ministry: MINISTRIES,
  budgetKind: BUDGET_KINDS,
};

const NONE = '（なし）';
const LONG = 200;

function row(field: string, item: Record<string, unknown>): string {
  if (field === 'attachments') {
    const kind = optionLabel(ATTACHMENT_KINDS, String(item.kind)) ?? String(item.kind);
    return `${kind}「${String(item.title)}」（${String(item.fileName)}）`;
  }
  if (field === 'kpis') {
    const side = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
    return `${String(item.label)}: ${side(item.before)} → ${side(item.after)} ${String(item.unit)}`;
  }
  if (field === 'images') return `${String(item.alt)}（${String(item.name)}）`;
  return JSON.stringify(item);
}

function one(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (field === 'status') return PUBLICATION_LABELS[value as PublicationState] ?? String(value);
  if (field === 'publishedAt') return formatDateTime(String(value));
  if (field === 'areaIds') return areaName(String(value)) ?? String(value);
  const options = OPTIONS[field];
  if (options) return optionLabel(options, String(value)) ?? String(value);
  if (typeof value === 'object') return row(field, value as Record<string, unknown>);
  const text = String(value);
  return text.length > LONG ? `${text.slice(0, LONG)}…` : text;
}

/** A value as recorded (JSON, or null) in words. */
export function formatRevisionValue(field: string, json: string | null): string {
  if (json === null) return NONE;
  const value: unknown = JSON.parse(json);
  if (Array.isArray(value)) return value.length === 0 ? NONE : value.map((v) => one(field, v)).join('、');
  return one(field, value);
}
