/**
 * Titles no record of a section shares: two listings, grants or cases of the same name would be
 * one record shown twice, or two that contradict each other. Numbered names count on from the
 * last one given, so a large corpus with many records of one kind stays linear.
 */
export class UniqueNames {
  private readonly names = new Set<string>();
  private readonly counters = new Map<string, number>();

  /** The first free name of `candidates`, else `numbered(n)` with the next free n from 2 on. */
  claim(candidates: readonly string[], numbered: (n: number) => string): string {
    let name = candidates.find((candidate) => !this.names.has(candidate));
    if (name === undefined) {
      const key = numbered(0);
      let n = this.counters.get(key) ?? 1;
      do name = numbered(++n);
      while (this.names.has(name));
      this.counters.set(key, n);
    }
    this.names.add(name);
    return name;
  }
}
