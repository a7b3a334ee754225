/**
 * Downloads a file from the portal's API with the signed-in user's token (a plain link could not
 * carry it), then hands it to the browser under the file name the server gave, in Japanese.
 */
import { getIdToken } from '@/lib/auth/session';

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

/** Throws an Error with the server's Japanese message, or `failed` when it gave none. */
export async function downloadWithToken(path: string, fallbackName: string, failed: string): Promise<void> {
  const token = await getIdToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? failed);
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
