/**
 * Finding a municipality as staff type it: by name (音威子府村, 音威子府), by reading in hiragana
 * or katakana (おといねっぷ, オトイネップムラ), with the kind's suffix read either way
 * (府中し, みさとちょう / みさとまち), with its prefecture before it (北海道 音威子府村, 東京府中),
 * or by its 6-digit code (014702). Small kana and ヶ/ケ fold, so the master's spelling and the typed one need not agree.
 * Whole matches come first, then matches at the start, then anywhere in the name or reading;
 * ties in code order (north to south, the prefecture before its municipalities).
 */
import { findPrefecture } from '@portal/shared';
import { toHiragana } from '../search/vocabulary/reading-dictionary';

export interface SearchableMunicipality {
  code: string;
  name: string;
  reading: string;
  prefectureId: string;
  kind: string;
}

const SMALL = 'ぁぃぅぇぉっゃゅょゎゕゖ';
const LARGE = 'あいうえおつやゆよわかけ';

/** The form both sides of a comparison take: NFKC, no spaces or 中黒, hiragana, large kana. */
export function searchKey(text: string): string {
  return toHiragana(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s・･]/gu, ''),
  ).replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (c) => LARGE[SMALL.indexOf(c)]!);
}

/** A town's 町 reads ちょう or まち and a village's 村 むら or そん: either finds it. */
const SUFFIX_READINGS: Record<string, readonly string[]> = {
  town: ['ちよう', 'まち'],
  village: ['むら', 'そん'],
};

function readingsOf(row: SearchableMunicipality): string[] {
  const reading = searchKey(row.reading);
  const suffixes = SUFFIX_READINGS[row.kind] ?? [];
  const own = suffixes.find((suffix) => reading.endsWith(suffix));
  if (!own) return [reading];
  const stem = reading.slice(0, -own.length);
  return suffixes.map((suffix) => stem + suffix);
}

interface Entry<T> {
  row: T;
  /** Name and readings: matched whole, at the start or anywhere. */
  own: string[];
  /** The same after the prefecture's name or reading: matched whole or at the start. */
  qualified: string[];
}

export class MunicipalityIndex<T extends SearchableMunicipality> {
  private readonly entries: Entry<T>[];
  private readonly sharedNames: Set<string>;

  constructor(rows: readonly T[]) {
    const prefectures = new Map(rows.filter((r) => r.kind === 'prefecture').map((r) => [r.prefectureId, r]));
    this.entries = [...rows]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((row) => {
        const own = [searchKey(row.name), ...readingsOf(row), row.code];
        const prefecture = row.kind === 'prefecture' ? undefined : prefectures.get(row.prefectureId);
        const heads = prefecture ? prefectureHeads(prefecture) : [];
        if (row.kind === 'prefecture') own.push(...prefectureHeads(row).slice(2));
        return { row, own, qualified: heads.flatMap((head) => own.map((key) => head + key)) };
      });
    const names = new Map<string, number>();
    for (const row of rows) names.set(row.name, (names.get(row.name) ?? 0) + 1);
    this.sharedNames = new Set([...names].filter(([, count]) => count > 1).map(([name]) => name));
  }

  /** At most `limit` rows matching the text, best first; nothing for an empty text. */
  search(text: string, limit: number): T[] {
    const query = searchKey(text);
    if (!query) return [];
    const ranked: { rank: number; row: T }[] = [];
    for (const { row, own, qualified } of this.entries) {
      const rank = rankOf(query, own, qualified);
      if (rank !== null) ranked.push({ rank, row });
    }
    // Array.prototype.sort is stable: rows keep code order within a rank.
    return ranked
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map((r) => r.row);
  }

  /** The name that names it alone: with its prefecture's before it where another shares it (東京都府中市). */
  qualifiedName(row: T): string {
    if (!this.sharedNames.has(row.name) || row.kind === 'prefecture') return row.name;
    return `${findPrefecture(row.prefectureId)?.name ?? ''}${row.name}`;
  }
}

const PREFECTURE_SUFFIX_READINGS: Record<string, string> = { 都: 'と', 府: 'ふ', 県: 'けん' };

/** 東京都, 東京, とうきょうと, とうきょう: how a prefecture may be typed before a municipality. */
function prefectureHeads(prefecture: SearchableMunicipality): string[] {
  const name = searchKey(prefecture.name);
  const reading = searchKey(prefecture.reading);
  const suffix = PREFECTURE_SUFFIX_READINGS[prefecture.name.at(-1) ?? ''];
  const heads = [name, reading];
  if (suffix && reading.endsWith(suffix)) heads.push(name.slice(0, -1), reading.slice(0, -suffix.length));
  return heads;
}

function rankOf(query: string, own: string[], qualified: string[]): number | null {
  if (own.includes(query) || qualified.includes(query)) return 0;
  if (own.some((key) => key.startsWith(query)) || qualified.some((key) => key.startsWith(query))) return 1;
  if (own.some((key) => key.includes(query))) return 2;
  return null;
}
