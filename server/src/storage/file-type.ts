/**
 * File types decided by content (magic bytes), never by name or the browser's claim: a PDF must
 * start with %PDF-, an MP4 must carry an ftyp box, and so on.
 */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'svg' | 'mp4' | 'pdf';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

function startsWith(buffer: Buffer, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, i) => buffer[offset + i] === byte);
}

function isSvg(buffer: Buffer): boolean {
  // Text formats have no magic number: look for an <svg> root near the start, after an optional
  // BOM, XML declaration, comments and doctype.
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (head.includes('\u0000')) return false;
  const stripped = head
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(stripped);
}

export function detectFileKind(buffer: Buffer): FileKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (buffer.length >= 12 && startsWith(buffer, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4';
  return isSvg(buffer) ? 'svg' : null;
}
