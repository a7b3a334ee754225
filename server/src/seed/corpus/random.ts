/**
 * A small seeded random source (mulberry32) so the demo and benchmark corpora are the same on
 * every machine and every run: seeding twice yields the same records, which keeps it idempotent.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Up to n distinct items, in their original order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const indexes = new Set<number>();
    const wanted = Math.min(n, items.length);
    while (indexes.size < wanted) indexes.add(Math.floor(this.next() * items.length));
    return [...indexes].sort((a, b) => a - b).map((i) => items[i]!);
  }
}
