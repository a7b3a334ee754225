/**
 * Saves the comparison as CSV through the server with the signed-in user's token (a plain link
 * could not carry it), under the Japanese file name the server gives.
 */
import { getIdToken } from '@/lib/auth/session';
import { compareQuery } from './compare-ids';

const FAILED = 'CSVを保存できませんでした。時間をおいて再度お試しください。';

function fileNameOf(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  try {
    return extended ? decodeURIComponent(extended) : 'ソリューション比較.csv';
  } catch {
    return 'ソリューション比較.csv';
  }
}

export function comparisonExportPath(ids: readonly string[]): string {
  return `/api/service/solutions/compare/export${compareQuery(ids)}&format=csv`;
}

export async function saveComparisonCsv(ids: readonly string[]): Promise<void> {
  const token = await getIdToken();
  const response = await fetch(comparisonExportPath(ids), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
