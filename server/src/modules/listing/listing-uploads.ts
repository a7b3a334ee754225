/**
 * Listing uploads: only operators and vendors of an approved company may store files (an
 * unvetted sign-up must not get a public file host), within a per-account quota. The caller, the
 * purpose and the declared length are judged before the body is read (admitUpload); the body is
 * then read with its cap enforced while it streams (storeUpload): images are held in memory for
 * decoding, videos and documents stream to storage. Types are decided by content (magic bytes),
 * and SVGs are drawn to PNG (listing-images.ts), so no uploaded markup is ever served. A stored
 * file's key records its owner and its detected kind, so a saved listing can only refer to its
 * editor's own uploads or files it already had, and a kind cannot be claimed by renaming.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  isListingFile,
  UPLOAD_LIMITS,
  UPLOAD_PURPOSES,
  type ListingFile,
  type ListingFileKind,
  type UploadPurpose,
} from '@portal/shared';
import type { Caller } from '../../auth/caller';
import { AppError, appError, invalidInput } from '../../lib/app-error';
import { CONTENT_TYPES, detectFileKind } from '../../storage/file-type';
import { paced } from '../../storage/gc-pacing';
import type { FileStorage } from '../../storage/storage';
import type { CompanyService } from '../company/company.service';
import { fileKey, parseFileKey, publicFileUrl, thumbnailKeyOf } from '../solution/file-urls';
import { isRaster, makeThumbnail, rasterizeSvg } from './listing-images';

/** The form field each purpose fills, so a refusal lands next to the right input. */
export const PURPOSE_FIELDS: Record<UploadPurpose, string> = {
  thumbnail: 'thumbnail',
  image: 'images',
  video: 'video',
  document: 'document',
};

const CAPS: Record<UploadPurpose, number> = {
  thumbnail: UPLOAD_LIMITS.imageBytes,
  image: UPLOAD_LIMITS.imageBytes,
  video: UPLOAD_LIMITS.videoBytes,
  document: UPLOAD_LIMITS.documentBytes,
};

export const UPLOAD_MESSAGES = {
  empty: 'ファイルが空です。別のファイルを選択してください',
  tooLarge: (bytes: number) => `ファイルサイズは${Math.round(bytes / 1024 / 1024)}MB以下にしてください`,
  notAllowed: '掲載企業のアカウントでログインしてください',
  companyNotApproved: '掲載企業の登録審査が完了するまで、ファイルはアップロードできません。承認の連絡をお待ちください',
  foreignFile: 'このファイルは使用できません。もう一度アップロードしてください',
} as const;

/** The largest body each purpose accepts. */
export function uploadCap(purpose: UploadPurpose): number {
  return CAPS[purpose];
}

/** BAD_USER_INPUT on the purpose's field, answered 413 over HTTP. */
function tooLarge(purpose: UploadPurpose): AppError {
  const field = PURPOSE_FIELDS[purpose];
  const message = UPLOAD_MESSAGES.tooLarge(CAPS[purpose]);
  return new AppError('BAD_USER_INPUT', message, { status: 413, fields: { [field]: message } });
}

export function ownerOf(uid: string): string {
  return createHash('sha256').update(uid).digest('hex').slice(0, 16);
}

export interface StoredUpload extends ListingFile {
  url: string | null;
  size: number;
}

/**
 * A safe display name: the user's file name without path, control or format characters. Bidi
 * controls (U+202E and the like, all in \p{Cf}) would let "report\u202Efdp.exe" read as
 * "reportexe.pdf" in the editor and in a requester's download list.
 */
export function displayName(name: string, kind: ListingFileKind): string {
  const base = name
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `file.${kind}`;
}

/**
 * Everything that can be judged before the body is read: who calls, for which purpose, with how
 * many declared bytes; then one upload is counted against the caller's quota.
 */
export async function admitUpload(
  companies: Pick<CompanyService, 'mine'>,
  caller: Caller,
  purpose: UploadPurpose,
  declaredLength: number | null,
): Promise<void> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (caller.role !== 'vendor' && caller.role !== 'operator') throw appError('FORBIDDEN', UPLOAD_MESSAGES.notAllowed);
  if (caller.role === 'vendor' && (await companies.mine(caller))?.status !== 'approved') {
    throw appError('FORBIDDEN', UPLOAD_MESSAGES.companyNotApproved);
  }
  if (declaredLength !== null && declaredLength > CAPS[purpose]) throw tooLarge(purpose);
  await caller.rateLimit('upload');
}

/** The body with its cap enforced while it streams: throws at the first chunk past the cap. */
async function* capped(source: AsyncIterable<Buffer>, purpose: UploadPurpose): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > CAPS[purpose]) throw tooLarge(purpose);
    yield chunk;
  }
}

/** The first `bytes` of a stream (for type detection) and the whole stream, head included. */
async function peek(source: AsyncIterable<Buffer>, bytes: number) {
  const iterator = source[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: whole() };
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

/** Reads an admitted upload's body and stores it under a new key of the caller. */
export async function storeUpload(
  storage: FileStorage,
  caller: Caller,
  purpose: UploadPurpose,
  body: AsyncIterable<Buffer>,
  fileName: string,
): Promise<StoredUpload> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  const field = PURPOSE_FIELDS[purpose];
  const rule = UPLOAD_PURPOSES[purpose];
  const owner = ownerOf(caller.viewer.uid);
  // Enough for every magic number, and for an SVG's root after its XML prologue.
  const { head, whole } = await peek(capped(body, purpose), 4096);
  if (head.length === 0) throw invalidInput({ [field]: UPLOAD_MESSAGES.empty });
  const detected = detectFileKind(head);
  if (!detected || !rule.kinds.includes(detected)) throw invalidInput({ [field]: rule.message });

  if (purpose === 'thumbnail' || purpose === 'image') {
    // Images are small (capped at 10 MB) and must be decoded whole for the checks below.
    const original = await collect(whole);
    let body = original;
    if (detected === 'svg') {
      const drawn = await rasterizeSvg(original);
      if (!('png' in drawn)) throw invalidInput({ [field]: drawn.refusal ?? rule.message });
      body = drawn.png;
    }
    const kind = detected === 'svg' ? 'png' : detected;
    if (!isRaster(kind)) throw invalidInput({ [field]: rule.message });
    const key = fileKey(owner, randomBytes(12).toString('hex'), kind);
    const thumbnail = await makeThumbnail(body, kind);
    if (!thumbnail) throw invalidInput({ [field]: rule.message });
    await storage.put(thumbnailKeyOf(key), thumbnail, CONTENT_TYPES[kind]);
    await storage.put(key, body, CONTENT_TYPES[kind]);
    const name = detected === 'svg' ? fileName.replace(/\.svgz?$/i, '.png') : fileName;
    return { key, name: displayName(name, kind), kind, size: body.length, url: publicFileUrl(key) };
  }

  const key = fileKey(owner, randomBytes(12).toString('hex'), detected);
  let size = 0;
  await storage.write(
    key,
    (async function* counted() {
      // Paced: spent chunks are collected every few MB instead of piling up (gc-pacing.ts).
      for await (const chunk of paced(whole)) {
        size += chunk.length;
        yield chunk;
      }
    })(),
    CONTENT_TYPES[detected],
  );
  return {
    key,
    name: displayName(fileName, detected),
    kind: detected,
    size,
    url: detected === 'pdf' ? null : publicFileUrl(key),
  };
}

/**
 * A file reference from the editor, trusted only as far as the server can check: the key must be
 * one of the editor's uploads or already belong to the listing, and its kind is the one detected
 * at upload (the key's extension), never the kind the client claims.
 */
export function resolveFile(
  value: unknown,
  callerUid: string,
  existingKeys: ReadonlySet<string>,
): ListingFile | string {
  if (!isListingFile(value)) return 'invalid';
  const parsed = parseFileKey(value.key);
  if (!parsed) return 'invalid';
  if (parsed.owner !== ownerOf(callerUid) && !existingKeys.has(value.key)) return 'foreign';
  return { key: value.key, name: displayName(value.name, parsed.kind), kind: parsed.kind };
}
