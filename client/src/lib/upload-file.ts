/**
 * Sends one file to POST /api/uploads with the signed-in user's token. The server decides the
 * type by content and answers with the key the listing refers to, or a Japanese message.
 */
import type { ListingFile, UploadPurpose } from '@portal/shared';
import { getIdToken } from '@/lib/auth/session';

export interface UploadedFile extends ListingFile {
  url: string | null;
}

const FAILED = 'ファイルをアップロードできませんでした。時間をおいて再度お試しください。';

export async function uploadFile(purpose: UploadPurpose, file: File): Promise<UploadedFile> {
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch(`/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new Error(FAILED);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: UploadedFile;
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (!response.ok || !body?.data) {
    const fields = Object.values(body?.error?.fields ?? {});
    throw new Error(fields[0] ?? body?.error?.message ?? FAILED);
  }
  return body.data;
}
