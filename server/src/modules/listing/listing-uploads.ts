/**
 * Listing uploads: type decided by content (magic bytes), size capped per purpose, SVG refused
 * when it carries script (and served sandboxed anyway, see rest/listing-files.ts). A stored file's
 * key records its owner and its detected kind, so a saved listing can only refer to its editor's
 * own uploads or files it already had, and a kind cannot be claimed by renaming.
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
import { appError, invalidInput } from '../../lib/app-error';
import { CONTENT_TYPES, detectFileKind } from '../../storage/file-type';
import type { FileStorage } from '../../storage/storage';
import { fileKey, parseFileKey, publicFileUrl, thumbnailKeyOf } from '../solution/file-urls';
import { isRaster, makeThumbnail } from './listing-images';

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
  unsafeSvg: 'SVG画像にスクリプトなど安全でない内容が含まれているため、アップロードできません',
  notAllowed: '掲載企業のアカウントでログインしてください',
  foreignFile: 'このファイルは使用できません。もう一度アップロードしてください',
} as const;

/** Script, event handlers, scriptable URLs and embedded documents: none belong in a logo. */
const UNSAFE_SVG =
  /<\s*script|\bon[a-z]+\s*=|javascript:|data:text\/html|<\s*foreignObject|<\s*iframe|<\s*embed|<\s*object/i;

export function isUnsafeSvg(body: Buffer): boolean {
  return UNSAFE_SVG.test(body.toString('utf8'));
}

export function ownerOf(uid: string): string {
  return createHash('sha256').update(uid).digest('hex').slice(0, 16);
}

export interface StoredUpload extends ListingFile {
  url: string | null;
  size: number;
}

/** A safe display name: the user's file name without path or control characters. */
function displayName(name: string, kind: ListingFileKind): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `file.${kind}`;
}

export async function storeUpload(
  storage: FileStorage,
  caller: Caller,
  purpose: UploadPurpose,
  body: Buffer,
  fileName: string,
): Promise<StoredUpload> {
  if (!caller.viewer) throw appError('UNAUTHENTICATED');
  if (caller.role !== 'vendor' && caller.role !== 'operator') throw appError('FORBIDDEN', UPLOAD_MESSAGES.notAllowed);
  const field = PURPOSE_FIELDS[purpose];
  if (body.length === 0) throw invalidInput({ [field]: UPLOAD_MESSAGES.empty });
  if (body.length > CAPS[purpose]) throw invalidInput({ [field]: UPLOAD_MESSAGES.tooLarge(CAPS[purpose]) });
  const kind = detectFileKind(body);
  const rule = UPLOAD_PURPOSES[purpose];
  if (!kind || !rule.kinds.includes(kind)) throw invalidInput({ [field]: rule.message });
  if (kind === 'svg' && isUnsafeSvg(body)) throw invalidInput({ [field]: UPLOAD_MESSAGES.unsafeSvg });
  const key = fileKey(ownerOf(caller.viewer.uid), randomBytes(12).toString('hex'), kind);
  if (isRaster(kind) && (purpose === 'thumbnail' || purpose === 'image')) {
    const thumbnail = await makeThumbnail(body, kind);
    if (!thumbnail) throw invalidInput({ [field]: rule.message });
    await storage.put(thumbnailKeyOf(key), thumbnail, CONTENT_TYPES[kind]);
  }
  await storage.put(key, body, CONTENT_TYPES[kind]);
  return {
    key,
    name: displayName(fileName, kind),
    kind,
    size: body.length,
    url: kind === 'pdf' ? null : publicFileUrl(key),
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
