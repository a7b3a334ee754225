/**
 * The downloadable templates of the operator's spreadsheets: the columns' Japanese headers and one
 * example row (shared/src/imports/*-columns.ts), written by the portal's table writer as CSV
 * (UTF-8 with a BOM, so Excel reads the Japanese) or .xlsx.
 */
import { CASE_COLUMNS } from '@portal/shared/imports/case-columns';
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { invalidInput } from '../../lib/app-error';
import type { ExportTable } from '../../lib/table-export';

export const TEMPLATE_KINDS = { grants: GRANT_COLUMNS, cases: CASE_COLUMNS } as const;
export type TemplateKind = keyof typeof TEMPLATE_KINDS;

const FILE_NAMES: Record<TemplateKind, string> = {
  grants: '補助金取り込みテンプレート',
  cases: '導入事例取り込みテンプレート',
};

export function templateOf(kind: string): { table: ExportTable; fileBaseName: string } {
  if (kind !== 'grants' && kind !== 'cases') {
    throw invalidInput({ kind: 'テンプレートの種類は grants または cases で指定してください' });
  }
  const columns = TEMPLATE_KINDS[kind];
  return {
    table: {
      sheetName: FILE_NAMES[kind],
      columns: columns.map((c) => c.header),
      rows: [columns.map((c) => c.example)],
    },
    fileBaseName: FILE_NAMES[kind],
  };
}
