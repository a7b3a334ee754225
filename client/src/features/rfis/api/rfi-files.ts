/**
 * The PDFs of a request for information: uploaded with the signed-in token (POST
 * /api/uploads?purpose=rfi answers the key the request or the answer then names) and downloaded
 * the same way (the server checks who may read each).
 */
import { downloadWithToken } from '@/lib/download-file';
import { getIdToken } from '@/lib/auth/session';

const FAILED = 'ファイルをアップロードできませんでした。時間をおいて再度お試しください。';

export interface UploadedPdf {
  key: string;
  name: string;
}

export async function uploadRfiPdf(file: File): Promise<UploadedPdf> {
  const token = await getIdToken();
  const response = await fetch('/api/uploads?purpose=rfi', {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as {
    data?: UploadedPdf;
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (!response?.ok || !body?.data) {
    throw new Error(Object.values(body?.error?.fields ?? {})[0] ?? body?.error?.message ?? FAILED);
  }
  return { key: body.data.key, name: body.data.name };
}

export function downloadRfiFile(path: string, name: string): Promise<void> {
  return downloadWithToken(path, name, 'ファイルをダウンロードできませんでした。時間をおいて再度お試しください。');
}

export function downloadRfiComparison(id: string, years: number, format: 'xlsx' | 'csv'): Promise<void> {
  return downloadWithToken(
    `/api/rfis/${id}/comparison/export?format=${format}&years=${years}`,
    `見積比較.${format}`,
    '比較表を保存できませんでした。時間をおいて再度お試しください。',
  );
}
