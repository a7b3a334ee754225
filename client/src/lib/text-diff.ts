/**
 * Two versions of a text as runs of kept, added and removed text, for review screens. Japanese
 * has no spaces, so text is compared by the words Intl.Segmenter finds (the `diff` library's
 * array diff), and a changed phrase shows as one change rather than scattered characters; a list
 * of records is compared a line at a time.
 */
import { diffArrays } from 'diff';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface FieldDiff {
  label: string;
  parts: DiffPart[];
}

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

function words(text: string): string[] {
  return [...segmenter.segment(text)].map((segment) => segment.segment);
}

function lines(text: string): string[] {
  return text === '' ? [] : text.split('\n').map((line) => `${line}\n`);
}

export function textDiff(before: string, after: string, options: { lines?: boolean } = {}): DiffPart[] {
  const split = options.lines ? lines : words;
  return diffArrays(split(before), split(after)).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value.join(''),
  }));
}

export interface DiffField<V> {
  label: string;
  text(values: V): string;
  /** Compared a line at a time (each line one linked record), not by words. */
  lines?: true;
}

/** The fields whose text differs between two versions, each as its runs. */
export function fieldDiffs<V>(fields: readonly DiffField<V>[], before: V, after: V): FieldDiff[] {
  return fields.flatMap((field) => {
    const was = field.text(before);
    const now = field.text(after);
    return was === now ? [] : [{ label: field.label, parts: textDiff(was, now, { lines: field.lines }) }];
  });
}
