/**
 * The audit log as CSV (RFC 4180, UTF-8 with a BOM so spreadsheet software reads the Japanese).
 * A cell that a spreadsheet would run as a formula (= + - @ at its start) is prefixed with ', since
 * the log holds text users typed (reasons, replies). Times and the file's date are Japan's, as the
 * screen shows them.
 */
import { japanDate, japanDateTime } from '@portal/shared';

export interface AuditRow {
  id: string | number;
  createdAt: string | Date;
  actorUid?: string | null;
  actorEmail?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  data?: string | null;
}

const HEADER = [
  'id',
  '日時（日本時間）',
  '操作した人（uid）',
  '操作した人（メール）',
  '操作',
  '対象の種類',
  '対象 id',
  '詳細',
];

function cell(value: unknown): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.id,
      japanDateTime(new Date(row.createdAt)),
      row.actorUid,
      row.actorEmail,
      row.action,
      row.entityType,
      row.entityId,
      row.data,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `audit-log-YYYY-MM-DD.csv`, dated in Japan. */
export function auditCsvFileName(now: Date): string {
  return `audit-log-${japanDate(now)}.csv`;
}
