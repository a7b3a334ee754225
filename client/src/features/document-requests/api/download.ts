/**
 * Downloads a requested document through the server with the signed-in user's token, under its
 * Japanese file name (lib/download-file.ts).
 */
import { downloadWithToken } from '@/lib/download-file';

export { fileNameOf } from '@/lib/download-file';

export function documentPath(requestUid: string, itemId: string): string {
  return `/api/request/${encodeURIComponent(requestUid)}/documents/${encodeURIComponent(itemId)}`;
}

const FAILED = '資料をダウンロードできませんでした。時間をおいて再度お試しください。';

export function downloadDocument(path: string, fallbackName: string): Promise<void> {
  return downloadWithToken(path, fallbackName, FAILED);
}
