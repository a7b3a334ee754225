/**
 * The PDFs of a request: the municipality's 仕様書 and each vendor's quote. They come in through
 * the upload route (POST /api/uploads?purpose=rfi, rest/listing-files.ts) like the listing files:
 * the caller and the declared length judged before the body is read, the cap enforced while it
 * streams, the type decided by content (PDF only). A file is kept under `rfi-files/<owner>/…`,
 * never served publicly: a request or an answer may refer only to its writer's own upload, and
 * the download routes (rest/rfi-files.ts) ask the service who may read it.
 */
import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS } from '@portal/shared';
import type { Caller } from '../../auth/caller';
import { AppError, appError, invalidInput } from '../../lib/app-error';
import { detectFileKind } from '../../storage/file-type';
import type { FileStorage } from '../../storage/storage';
import { displayName, ownerOf } from '../listing/listing-uploads';

export const RFI_FILE_PREFIX = 'rfi-files/';

export const RFI_FILE_MESSAGES = {
  notAllowed: '情報提供依頼・見積依頼のファイルは、自治体職員または掲載企業のアカウントでアップロードしてください',
  empty: 'ファイルが空です。別のファイルを選択してください',
  notPdf: 'PDFファイルを選択してください',
  tooLarge: `ファイルサイズは${Math.round(UPLOAD_LIMITS.documentBytes / 1024 / 1024)}MB以下にしてください`,
  foreign: 'このファイルは使用できません。もう一度アップロードしてください',
} as const;

const tooLarge = () =>
  new AppError('BAD_USER_INPUT', RFI_FILE_MESSAGES.tooLarge, {
    status: 413,
    fields: { file: RFI_FILE_MESSAGES.tooLarge },
  });

export async function admitRfiUpload(caller: Caller, declaredLength: number | null): Promise<void> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (caller.role === 'trial') throw appError('TRIAL_ACCOUNT');
  if (caller.role !== 'municipal' && caller.role !== 'vendor')
    throw appError('FORBIDDEN', RFI_FILE_MESSAGES.notAllowed);
  if (declaredLength !== null && declaredLength > UPLOAD_LIMITS.documentBytes) throw tooLarge();
  await caller.rateLimit('upload');
}

const ownPrefix = (uid: string) => `${RFI_FILE_PREFIX}${ownerOf(uid)}/`;

/** A key storeRfiUpload made for this user. */
export function isOwnRfiFile(key: string, uid: string): boolean {
  return key.startsWith(ownPrefix(uid)) && /^rfi-files\/[a-f0-9]{16}\/[a-f0-9]{24}\.pdf$/.test(key);
}

/** Reads the body (capped), checks it is a PDF and keeps it; the answer names the key. */
export async function storeRfiUpload(
  storage: FileStorage,
  caller: Caller,
  body: AsyncIterable<Buffer>,
  fileName: string,
): Promise<{ key: string; name: string; size: number }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > UPLOAD_LIMITS.documentBytes) throw tooLarge();
    parts.push(chunk);
  }
  const bytes = Buffer.concat(parts);
  if (bytes.length === 0) throw invalidInput({ file: RFI_FILE_MESSAGES.empty });
  if (detectFileKind(bytes.subarray(0, 4096)) !== 'pdf') throw invalidInput({ file: RFI_FILE_MESSAGES.notPdf });
  const key = `${ownPrefix(caller.viewer!.uid)}${randomBytes(12).toString('hex')}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  return { key, name: displayName(fileName, 'pdf'), size };
}
