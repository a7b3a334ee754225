/**
 * A snippet of a record's text with the matched ranges marked. The server sends plain text and
 * ranges (UTF-16 offsets), never markup: every part is a React text node, so a snippet holding
 * `<b>` shows those characters.
 */
import type { ReactNode } from 'react';

export interface SnippetLike {
  text: string;
  highlights: readonly { start: number; length: number }[];
  /** The match is only in the record's documents (公募要領, the vendor's PDF). */
  inDocument?: boolean;
}

export function snippetParts(snippet: SnippetLike): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  const ranges = [...snippet.highlights].sort((a, b) => a.start - b.start);
  for (const { start, length } of ranges) {
    const from = Math.max(start, at);
    const to = Math.min(start + length, snippet.text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: snippet.text.slice(at, from), marked: false });
    parts.push({ text: snippet.text.slice(from, to), marked: true });
    at = to;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false });
  return parts;
}

export function SnippetText({ snippet }: { snippet: SnippetLike }): ReactNode {
  return snippetParts(snippet).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text));
}
