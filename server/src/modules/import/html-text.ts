/**
 * HTML from a feed (jGrants' `detail`) made safe with sanitize-html before anything is stored:
 * scripts, styles, frames, forms, event handlers, inline styles and non-http(s) links are dropped
 * with their content where they have any. `htmlText` then reads the safe HTML as the plain text
 * the portal stores and searches: paragraphs and list items on their own lines.
 */
import sanitize from 'sanitize-html';

const SAFE_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** The HTML with only simple formatting and http(s)/mailto links left. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: SAFE_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    // Dropped with everything inside them, not only their tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
    disallowedTagsMode: 'discard',
  });
}

/** Tags that end a line in the text (their closing tag, or the tag itself for <br>). */
const LINE_ENDS = /<br\s*\/?>|<\/(p|li|tr|ul|ol|table)>/gi;

/** sanitize-html escapes exactly these in text; nothing else needs decoding. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The text of (sanitised) HTML: one line per paragraph, list item or table row, 「・」 before items. */
export function htmlText(html: string): string {
  return sanitizeHtml(html)
    .replace(LINE_ENDS, '\n')
    .replace(/<li>/gi, '・')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
