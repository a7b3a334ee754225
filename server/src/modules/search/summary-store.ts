/**
 * Result summaries of one section, stored by column in typed arrays and rebuilt as objects only
 * for the page being answered. Strings live in one UTF-16 buffer per column (equal strings once),
 * or as a position in the document's own search text when they appear there verbatim; dates and
 * numbers in Float64Arrays; other values (shared category lists) as codes into a small table. So
 * a section of 300 000 summaries is a few dozen buffers rather than millions of heap objects, and
 * can be handed from a loading worker without copying. A summary that does not fit is kept whole.
 */
import { grownFloat64, grownInt32 } from './typed-arrays';

const ELLIPSIS = '…';
const VERBATIM_MIN = 12;
/** A column stops looking for repeated strings when they prove rare (titles, uids are unique). */
const DEDUPE_TRIAL = 2048;
const DEDUPE_LIMIT = 100_000;
/** Summaries kept decoded (`shared`): a popular record is on the first page of many searches. */
const SHARED_SUMMARIES = 2048;

type Kind = 'unset' | 'date' | 'number' | 'string' | 'other';

export interface ColumnSnapshot {
  kind: Kind;
  numbers: Float64Array | null;
  starts: Int32Array | null;
  lengths: Int32Array | null;
  heap: Uint16Array | null;
  heapUsed: number;
  table: unknown[] | null;
}

export interface SummarySnapshot {
  keys: string[] | null;
  columns: ColumnSnapshot[];
  whole: [number, unknown][];
}

/** A string from UTF-16 code units (Node's decoder: no argument spreading, no per-character loop). */
function decode(chars: Uint16Array): string {
  return Buffer.from(chars.buffer, chars.byteOffset, chars.byteLength).toString('utf16le');
}

class Column {
  kind: Kind = 'unset';
  /** date (ms) or number; NaN is null. */
  numbers: Float64Array | null = null;
  /** string: ≥ 0 offset in heap; -1 null; ≤ -2 offset -(start + 2) in the document's text. other: table index, -1 null. */
  starts: Int32Array | null = null;
  /** string: length in characters; negative for a text position cut short (add '…'). */
  lengths: Int32Array | null = null;
  heap: Uint16Array | null = null;
  heapUsed = 0;
  table: unknown[] | null = null;
  private seen: Map<unknown, number> | null = new Map();
  private reused = 0;
  private heapBytes: Buffer | null = null;

  constructor(private capacity: number) {}

  static restore(snapshot: ColumnSnapshot, capacity: number): Column {
    const column = Object.assign(new Column(capacity), snapshot);
    column.seen = column.table ? new Map(column.table.map((value, code) => [value, code])) : null;
    return column;
  }

  snapshot(): ColumnSnapshot {
    const { kind, numbers, starts, lengths, heap, heapUsed, table } = this;
    return { kind, numbers, starts, lengths, heap: heap ? heap.slice(0, heapUsed) : null, heapUsed, table };
  }

  reserve(capacity: number): void {
    this.capacity = capacity;
    if (this.numbers) this.numbers = grownFloat64(this.numbers, capacity, NaN);
    if (this.starts) this.starts = grownInt32(this.starts, capacity, -1);
    if (this.lengths) this.lengths = grownInt32(this.lengths, capacity, 0);
  }

  private static kindOf(value: unknown): Kind {
    if (value instanceof Date) return 'date';
    if (typeof value === 'number') return 'number';
    if (typeof value === 'string') return 'string';
    return 'other';
  }

  /** False when the value cannot be kept in this column. */
  fits(value: unknown): boolean {
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) return false;
    if (value === null || this.kind === 'unset') return true;
    if (value instanceof Date && Number.isNaN(value.getTime())) return false;
    return Column.kindOf(value) === this.kind;
  }

  set(slot: number, value: unknown, text: string): void {
    if (value === null) return this.clear(slot);
    if (this.kind === 'unset') {
      this.kind = Column.kindOf(value);
      if (this.kind === 'date' || this.kind === 'number') this.numbers = new Float64Array(this.capacity).fill(NaN);
      else this.starts = new Int32Array(this.capacity).fill(-1);
      if (this.kind === 'string') {
        this.lengths = new Int32Array(this.capacity);
        this.heap = new Uint16Array(1024);
      }
      if (this.kind === 'other') this.table = [];
    }
    if (this.kind === 'date') this.numbers![slot] = (value as Date).getTime();
    else if (this.kind === 'number') this.numbers![slot] = value as number;
    else if (this.kind === 'other') this.starts![slot] = this.code(value);
    else this.setString(slot, value as string, text);
  }

  private code(value: unknown): number {
    let code = this.seen?.get(value);
    if (code === undefined) {
      code = this.table!.push(value) - 1;
      this.seen?.set(value, code);
    }
    return code;
  }

  private setString(slot: number, value: string, text: string): void {
    if (value.length >= VERBATIM_MIN) {
      const cut = value.endsWith(ELLIPSIS);
      const at = text.indexOf(cut ? value.slice(0, -1) : value);
      if (at >= 0) {
        this.starts![slot] = -(at + 2);
        this.lengths![slot] = cut ? -(value.length - 1) : value.length;
        return;
      }
    }
    const known = this.seen?.get(value);
    if (known !== undefined) {
      this.reused++;
      this.starts![slot] = known;
    } else {
      if (this.heapUsed + value.length > this.heap!.length) {
        const next = new Uint16Array(Math.max(this.heap!.length * 2, this.heapUsed + value.length));
        next.set(this.heap!.subarray(0, this.heapUsed));
        this.heap = next;
      }
      if (this.heapBytes?.buffer !== this.heap!.buffer) this.heapBytes = Buffer.from(this.heap!.buffer);
      this.heapBytes.write(value, 2 * this.heapUsed, 'utf16le');
      this.starts![slot] = this.heapUsed;
      if (this.seen) {
        const distinct = this.seen.size;
        if ((distinct >= DEDUPE_TRIAL && this.reused < distinct / 4) || distinct >= DEDUPE_LIMIT) this.seen = null;
        else this.seen.set(value, this.heapUsed);
      }
      this.heapUsed += value.length;
    }
    this.lengths![slot] = value.length;
  }

  get(slot: number, textSlice: (start: number, end: number) => string): unknown {
    if (this.kind === 'unset') return null;
    if (this.numbers) {
      const n = this.numbers[slot]!;
      return Number.isNaN(n) ? null : this.kind === 'date' ? new Date(n) : n;
    }
    const start = this.starts![slot]!;
    if (this.kind === 'other') return start < 0 ? null : this.table![start];
    if (start === -1) return null;
    const length = this.lengths![slot]!;
    if (start >= 0) return decode(this.heap!.subarray(start, start + length));
    const at = -start - 2;
    return length < 0 ? textSlice(at, at - length) + ELLIPSIS : textSlice(at, at + length);
  }

  clear(slot: number): void {
    if (this.numbers) this.numbers[slot] = NaN;
    if (this.starts) this.starts[slot] = -1;
  }
}

export class SummaryStore<S extends object> {
  private keys: string[] | null = null;
  private columns: Column[] = [];
  private whole = new Map<number, S>();
  private capacity = 0;
  private readonly recent = new Map<number, S>();

  /** `slice(slot, start, end)` reads a document's search text. */
  constructor(private readonly slice: (slot: number, start: number, end: number) => string) {}

  reserve(capacity: number): void {
    this.capacity = capacity;
    for (const column of this.columns) column.reserve(capacity);
  }

  set(slot: number, summary: S, text: string): void {
    this.recent.delete(slot);
    const record = summary as Record<string, unknown>;
    const keys = Object.keys(record);
    if (!this.keys) {
      this.keys = keys;
      this.columns = keys.map(() => new Column(this.capacity));
    }
    const fits =
      keys.length === this.keys.length &&
      keys.every((key, i) => key === this.keys![i] && this.columns[i]!.fits(record[key]));
    this.columns.forEach((column) => column.clear(slot));
    if (!fits) {
      this.whole.set(slot, summary);
      return;
    }
    this.whole.delete(slot);
    keys.forEach((key, i) => this.columns[i]!.set(slot, record[key], text));
  }

  clear(slot: number): void {
    this.recent.delete(slot);
    this.whole.delete(slot);
    for (const column of this.columns) column.clear(slot);
  }

  get(slot: number): S {
    const whole = this.whole.get(slot);
    if (whole) return whole;
    const summary: Record<string, unknown> = {};
    const textSlice = (start: number, end: number) => this.slice(slot, start, end);
    this.keys!.forEach((key, i) => (summary[key] = this.columns[i]!.get(slot, textSlice)));
    return summary as S;
  }

  /**
   * `get` through a cache of the most recently read slots: the summary is shared between callers,
   * its nested values (dates, lists) too, so a caller copies it before handing it on and never
   * changes it or what it holds.
   */
  shared(slot: number): S {
    let summary = this.recent.get(slot);
    if (summary) this.recent.delete(slot);
    else {
      summary = this.get(slot);
      if (this.recent.size >= SHARED_SUMMARIES) this.recent.delete(this.recent.keys().next().value!);
    }
    this.recent.set(slot, summary);
    return summary;
  }

  snapshot(): { snapshot: SummarySnapshot; transfer: ArrayBuffer[] } {
    const columns = this.columns.map((column) => column.snapshot());
    return {
      snapshot: { keys: this.keys, columns, whole: [...this.whole] },
      transfer: columns.flatMap((c) =>
        [c.numbers, c.starts, c.lengths, c.heap].filter((a) => a !== null).map((a) => a!.buffer as ArrayBuffer),
      ),
    };
  }

  restore(snapshot: SummarySnapshot, capacity: number): void {
    this.recent.clear();
    this.capacity = capacity;
    this.keys = snapshot.keys;
    this.columns = snapshot.columns.map((c) => Column.restore(c, capacity));
    this.whole = new Map(snapshot.whole as [number, S][]);
  }
}
