/**
 * Listing files live under `listings/<owner>/<name>.<kind>`. Images and videos are public
 * material of a listing and are served at /api/files/<owner>/<name>; documents never are (they
 * go to requesters through document requests).
 */
import { LISTING_FILE_KINDS, type ListingFileKind } from '@portal/shared';

export const FILE_ROUTE = '/files/:owner/:name';
const KEY_PATTERN = /^listings\/([a-f0-9]{16})\/([a-f0-9]{24}(?:-t)?)\.([a-z0-9]+)$/;

export interface ParsedKey {
  owner: string;
  name: string;
  kind: ListingFileKind;
}

export function parseFileKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const kind = match[3] as ListingFileKind;
  if (!LISTING_FILE_KINDS.includes(kind)) return null;
  return { owner: match[1]!, name: match[2]!, kind };
}

export function fileKey(owner: string, name: string, kind: ListingFileKind): string {
  return `listings/${owner}/${name}.${kind}`;
}

export function publicFileUrl(key: string): string {
  const parsed = parseFileKey(key);
  return parsed ? `/api/files/${parsed.owner}/${parsed.name}.${parsed.kind}` : '';
}

/** The key of an image's thumbnail (listing-images.ts makes it); SVG and others keep their own. */
export function thumbnailKeyOf(key: string): string {
  return /\.(jpeg|png|webp)$/.test(key) && !/-t\.[a-z]+$/.test(key) ? key.replace(/\.(jpeg|png|webp)$/, '-t.$1') : key;
}
