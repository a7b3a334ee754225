/** value → slots carrying it (a bitset per value), for one attribute of the documents. */
import { type Bits, grown, orInto, setBit } from './bitset';

export const FACETS = [
  'categories',
  'areas',
  'organizations',
  'cities',
  'populations',
  'years',
  'ministries',
  'amounts',
  'links',
  'sizes',
] as const;
export type FacetName = (typeof FACETS)[number];

const CACHED_UNIONS = 64;

export class Facet<K> {
  bits = new Map<K, Bits>();
  /** Unions asked for recently (a regional group is seven prefectures), until the next change. */
  private unions = new Map<string, Bits>();
  constructor(private words: number) {}

  add(value: K, slot: number): void {
    let bits = this.bits.get(value);
    if (!bits) this.bits.set(value, (bits = new Int32Array(this.words)));
    setBit(bits, slot);
    if (this.unions.size > 0) this.unions.clear();
  }

  reserve(words: number): void {
    this.words = words;
    for (const [value, bits] of this.bits) this.bits.set(value, grown(bits, words));
    this.unions.clear();
  }

  /** Slots carrying any of the values (a shared bitset: read it, do not change it). */
  union(values: Iterable<K>, words: number): Bits {
    const list = [...values];
    if (list.length === 1) return this.bits.get(list[0]!) ?? new Int32Array(this.words);
    const key = list.map(String).sort().join('\u0000');
    let union = this.unions.get(key);
    if (!union) {
      union = new Int32Array(this.words);
      for (const value of list) {
        const bits = this.bits.get(value);
        if (bits) orInto(union, bits, words);
      }
      if (this.unions.size >= CACHED_UNIONS) this.unions.delete(this.unions.keys().next().value!);
      this.unions.set(key, union);
    }
    return union;
  }
}
