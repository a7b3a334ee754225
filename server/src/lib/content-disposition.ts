/**
 * Content-Disposition for a download with a Japanese file name: an ASCII fallback in
 * `filename` for old clients and the real name in RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(fileName: string): string {
  const clean =
    [...fileName]
      .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .trim() || 'download';
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? '';
  const ascii = clean
    .replace(/[^\u0020-\u007e]/g, '')
    .replace(/["%;]/g, '')
    .trim();
  // A name left without letters or digits (all Japanese, say) falls back to a neutral one.
  const stem = ascii.endsWith(extension) ? ascii.slice(0, ascii.length - extension.length) : ascii;
  const fallback = /[A-Za-z0-9]/.test(stem) ? ascii : `document${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
