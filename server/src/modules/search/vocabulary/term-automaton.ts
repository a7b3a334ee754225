/**
 * An Aho–Corasick automaton over a list of terms, in typed arrays: one pass over a text reports
 * every term it contains, at a few array reads per character whatever the number of terms. It
 * finds which dictionary words a section's texts hold when the index is built (vocabulary.ts).
 */
const ROOT = 0;

export class TermAutomaton {
  /** Child of the root per character (-1: none): most characters start at the root. */
  private readonly rootChild = new Int32Array(65536).fill(-1);
  /** Open-addressing table of the other edges: (node, character) → child. */
  private edgeNode: Int32Array;
  private edgeChar: Uint16Array;
  private edgeChild: Int32Array;
  private mask: number;
  private readonly fail: Int32Array;
  /** Term ending at a node (-1: none) and the nearest node down the failure chain that ends one. */
  private readonly termAt: Int32Array;
  private readonly outputLink: Int32Array;

  constructor(readonly terms: readonly string[]) {
    let characters = 0;
    for (const term of terms) characters += term.length;
    const capacity = 1 << Math.ceil(Math.log2(2 * characters + 16));
    this.mask = capacity - 1;
    this.edgeNode = new Int32Array(capacity).fill(-1);
    this.edgeChar = new Uint16Array(capacity);
    this.edgeChild = new Int32Array(capacity);
    const maxNodes = characters + 1;
    const parent = new Int32Array(maxNodes);
    const via = new Uint16Array(maxNodes);
    const depth = new Int32Array(maxNodes);
    this.termAt = new Int32Array(maxNodes).fill(-1);
    let nodes = 1;
    terms.forEach((term, id) => {
      let node = ROOT;
      for (let i = 0; i < term.length; i++) {
        const c = term.charCodeAt(i);
        let next = this.child(node, c);
        if (next < 0) {
          next = nodes++;
          parent[next] = node;
          via[next] = c;
          depth[next] = depth[node]! + 1;
          this.addEdge(node, c, next);
        }
        node = next;
      }
      if (node !== ROOT && this.termAt[node]! < 0) this.termAt[node] = id;
    });
    this.fail = new Int32Array(nodes);
    this.outputLink = new Int32Array(nodes).fill(-1);
    // Breadth first (by depth), so a node's failure target is settled before its children need it.
    const byDepth = Int32Array.from({ length: nodes - 1 }, (_, i) => i + 1).sort((a, b) => depth[a]! - depth[b]!);
    for (const node of byDepth) {
      const up = parent[node]!;
      const c = via[node]!;
      let target = ROOT;
      if (up !== ROOT) {
        let f = this.fail[up]!;
        for (;;) {
          const next = this.child(f, c);
          if (next >= 0) {
            target = next;
            break;
          }
          if (f === ROOT) break;
          f = this.fail[f]!;
        }
      }
      this.fail[node] = target;
      this.outputLink[node] = this.termAt[target]! >= 0 ? target : this.outputLink[target]!;
    }
  }

  private slotOf(node: number, c: number): number {
    return (Math.imul(node, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b)) & this.mask;
  }

  private child(node: number, c: number): number {
    if (node === ROOT) return this.rootChild[c]!;
    for (let slot = this.slotOf(node, c); ; slot = (slot + 1) & this.mask) {
      const owner = this.edgeNode[slot]!;
      if (owner < 0) return -1;
      if (owner === node && this.edgeChar[slot] === c) return this.edgeChild[slot]!;
    }
  }

  private addEdge(node: number, c: number, next: number): void {
    if (node === ROOT) {
      this.rootChild[c] = next;
      return;
    }
    let slot = this.slotOf(node, c);
    while (this.edgeNode[slot]! >= 0) slot = (slot + 1) & this.mask;
    this.edgeNode[slot] = node;
    this.edgeChar[slot] = c;
    this.edgeChild[slot] = next;
  }

  /** Calls `found(termId)` for every occurrence of a term in the text (repeats included). */
  scan(text: string, found: (termId: number) => void): void {
    let state = ROOT;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let next = this.child(state, c);
      while (next < 0 && state !== ROOT) {
        state = this.fail[state]!;
        next = this.child(state, c);
      }
      state = next < 0 ? ROOT : next;
      for (let node = this.termAt[state]! >= 0 ? state : this.outputLink[state]!; node > 0;) {
        found(this.termAt[node]!);
        node = this.outputLink[node]!;
      }
    }
  }
}
