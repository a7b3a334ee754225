/**
 * Downloads a requested document through the server with the signed-in user's token (a plain
 * link could not carry it), then hands it to the browser under its Japanese file name.
 */
import { getIdToken } from '@/lib/auth/session';

export function documentPath(requestUid: string, itemId: string): string {
  return `/api/request/${encodeURIComponent(requestUid)}/documents/${encodeURIComponent(itemId)}`;
}

/** The file name of a Content-Disposition header, preferring RFC 5987 `filename*`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed header: use the name we already know
    }
  }
  return fallback;
}

const FAILED = '資料をダウンロードできませんでした。時間をおいて再度お試しください。';

export async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  const token = await getIdToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? FAILED);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
