/**
 * The operator's imports (server: modules/import): the file goes to POST /api/uploads?purpose=import,
 * previewImport reports what it would change, runImport writes it. Templates download with the token.
 */
import { graphql } from '@/gql';
import { downloadWithToken } from '@/lib/download-file';
import { getIdToken } from '@/lib/auth/session';

export const PREVIEW_IMPORT_MUTATION = graphql(`
  mutation PreviewImport($input: ImportInput!) {
    previewImport(input: $input) {
      kind
      fileLabel
      full
      dryRun
      counts {
        created
        updated
        unchanged
        withdrawn
        refused
      }
      rows {
        place
        sourceId
        title
        outcome
        fields
        messages
      }
      rowsOmitted
    }
  }
`);

export const RUN_IMPORT_MUTATION = graphql(`
  mutation RunImport($input: ImportInput!) {
    runImport(input: $input) {
      kind
      fileLabel
      full
      dryRun
      counts {
        created
        updated
        unchanged
        withdrawn
        refused
      }
      rows {
        place
        sourceId
        title
        outcome
        fields
        messages
      }
      rowsOmitted
    }
  }
`);

const FAILED = 'ファイルをアップロードできませんでした。時間をおいて再度お試しください。';

/** Sends the file; answers the key previewImport and runImport name. */
export async function uploadImportFile(file: File): Promise<{ key: string; name: string }> {
  const token = await getIdToken();
  const response = await fetch('/api/uploads?purpose=import', {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as {
    data?: { key: string; name: string };
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (!response?.ok || !body?.data) {
    throw new Error(Object.values(body?.error?.fields ?? {})[0] ?? body?.error?.message ?? FAILED);
  }
  return body.data;
}

export function downloadImportTemplate(kind: 'grants' | 'cases', format: 'csv' | 'xlsx'): Promise<void> {
  return downloadWithToken(
    `/api/imports/template/${kind}?format=${format}`,
    `${kind}-template.${format}`,
    'テンプレートをダウンロードできませんでした。',
  );
}
