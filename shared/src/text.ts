/**
 * Text helpers used by search on the server and by forms on the client, so both sides
 * fold and measure Japanese text the same way.
 */

/** NFKC folds full-/half-width forms (full-width A to A, half-width katakana to full-width, ideographic space to space); lower-casing folds letter case. */
export function normalizeText(value: string): string {
  return foldCase(value.normalize('NFKC'));
}

/** normalizeText's second step alone, for a text already in NFKC (search keeps that form's capitals for snippets). */
export function foldCase(nfkc: string): string {
  return nfkc.toLowerCase();
}

/** Splits a keyword on half- and full-width spaces into normalised terms; every term must match. */
export function splitKeyword(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  return normalizeText(keyword)
    .split(/\s+/u)
    .filter((term) => term.length > 0);
}

/** Width units from the specification: a character above U+00FF counts 1, any other 0.5. */
export function widthUnits(value: string): number {
  let units = 0;
  for (const char of value) {
    units += (char.codePointAt(0) ?? 0) > 0xff ? 1 : 0.5;
  }
  return units;
}
