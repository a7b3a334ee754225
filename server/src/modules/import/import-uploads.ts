/**
 * The operator's import files, taken through the upload route (POST /api/uploads?purpose=import,
 * rest/listing-files.ts) as listing files are: the caller and the declared length judged before the
 * body is read, the cap enforced while it streams. Only operators may upload one. The file is kept
 * under `imports/<owner>/…` (never served) so the preview and the confirmed run read the same bytes;
 * a run removes it, and the upload clean-up removes one never confirmed.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import { AppError, appError, invalidInput } from '../../lib/app-error';
import { readAll, type FileStorage } from '../../storage/storage';
import { ownerOf } from '../listing/listing-uploads';
import { tableFormatOf } from './tabular/read-table';

export const IMPORT_UPLOAD_CAP = 50 * 1024 * 1024;
export const IMPORT_PREFIX = 'imports/';

export const IMPORT_UPLOAD_MESSAGES = {
  operatorsOnly: '取り込みは運営者のみが行えます',
  empty: 'ファイルが空です。別のファイルを選択してください',
  tooLarge: `取り込むファイルは${IMPORT_UPLOAD_CAP / 1024 / 1024}MB以下にしてください`,
  notFound: 'ファイルが見つかりません。もう一度アップロードしてください',
} as const;

const tooLarge = () =>
  new AppError('BAD_USER_INPUT', IMPORT_UPLOAD_MESSAGES.tooLarge, {
    status: 413,
    fields: { file: IMPORT_UPLOAD_MESSAGES.tooLarge },
  });

export async function admitImportUpload(caller: Caller, declaredLength: number | null): Promise<void> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (caller.role !== 'operator') throw appError('FORBIDDEN', IMPORT_UPLOAD_MESSAGES.operatorsOnly);
  if (declaredLength !== null && declaredLength > IMPORT_UPLOAD_CAP) throw tooLarge();
  await caller.rateLimit('upload');
}

/** A key storeImportUpload makes (the clean-up removes only these). */
export function isImportUploadKey(key: string): boolean {
  return /^imports\/[a-f0-9]{16}\/[a-f0-9]{24}\.(csv|xlsx|json)$/.test(key);
}

const ownPrefix = (caller: Caller) => `${IMPORT_PREFIX}${ownerOf(caller.viewer!.uid)}/`;

/** Reads the body (capped) and keeps it; the answer names it for previewImport / runImport. */
export async function storeImportUpload(
  storage: FileStorage,
  caller: Caller,
  body: AsyncIterable<Buffer>,
  fileName: string,
): Promise<{ key: string; name: string; size: number }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > IMPORT_UPLOAD_CAP) throw tooLarge();
    parts.push(chunk);
  }
  const bytes = Buffer.concat(parts);
  if (bytes.length === 0) throw invalidInput({ file: IMPORT_UPLOAD_MESSAGES.empty });
  const extension =
    tableFormatOf(bytes) === 'xlsx'
      ? 'xlsx'
      : /^\uFEFF?\s*[{[]/.test(bytes.subarray(0, 64).toString('utf8'))
        ? 'json'
        : 'csv';
  const key = `${ownPrefix(caller)}${randomBytes(12).toString('hex')}.${extension}`;
  await storage.put(key, bytes, 'application/octet-stream');
  const name =
    fileName
      .split(/[\\/]/)
      .pop()!
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .slice(0, 200) || `import.${extension}`;
  return { key, name, size };
}

/** The caller's own uploaded import file; anyone else's key reads as missing. */
export async function readImportUpload(storage: FileStorage, caller: Caller, key: string): Promise<Buffer> {
  const valid = isImportUploadKey(key) && key.startsWith(ownPrefix(caller));
  const file = valid ? await storage.read(key) : null;
  if (!file) throw appError('NOT_FOUND', IMPORT_UPLOAD_MESSAGES.notFound);
  return readAll(file);
}
