/**
 * The capitals a record's search text folded away. The search reads text in lower case (shared
 * normalizeText), but a snippet must show 「RPA・AI-OCR」 as the vendor wrote it, not
 * 「rpa・ai-ocr」. A record keeps where its capitals were, as runs (start, length) of two
 * characters each, and a snippet puts them back into the 80 characters it shows: a few bytes per
 * record where a second copy of every text would double the largest part of the index.
 *
 * Only what lower-casing changed one character for one is kept; where it changed a text's length
 * (a rare letter such as U+0130) nothing is, and where upper-casing would not give a run back
 * (a title-case digraph) that run is not: there the snippet shows the search text, as before.
 */

/** Values are stored as characters from here, clear of the controls the texts use as separators. */
const BASE = 0x100;
/** And below the surrogates, so the runs stay a well-formed string wherever they are kept. */
const LIMIT = 0xd800 - BASE;

/** The runs of `shown` (NFKC) that `folded` (its lower case) changed, or null when there are none. */
export function capitalRuns(shown: string, folded: string): string | null {
  if (shown.length !== folded.length) return null;
  let runs = '';
  for (let at = 0; at < shown.length; at++) {
    if (shown.charCodeAt(at) === folded.charCodeAt(at)) continue;
    let end = at + 1;
    while (end < shown.length && shown.charCodeAt(end) !== folded.charCodeAt(end)) end++;
    // Past what two characters can say, the rest of a (very long) text shows in lower case.
    if (end >= LIMIT) break;
    if (folded.slice(at, end).toUpperCase() === shown.slice(at, end)) {
      runs += String.fromCharCode(BASE + at, BASE + end - at);
    }
    at = end;
  }
  return runs || null;
}

/** `text.slice(from, to)` with the capitals of `runs` put back (the same length: offsets hold). */
export function withCapitals(text: string, from: number, to: number, runs: string | null): string {
  if (!runs) return text.slice(from, to);
  let out = '';
  let copied = from;
  for (let i = 0; i < runs.length; i += 2) {
    const start = runs.charCodeAt(i) - BASE;
    const end = start + runs.charCodeAt(i + 1) - BASE;
    if (end <= from) continue;
    if (start >= to) break;
    const upper = Math.max(start, from);
    const stop = Math.min(end, to);
    out += text.slice(copied, upper) + text.slice(upper, stop).toUpperCase();
    copied = stop;
  }
  return out + text.slice(copied, to);
}
