import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text';
import { SYNONYM_GROUPS } from './synonyms';

describe('synonym groups', () => {
  it('hold terms without spaces, each in one group only', () => {
    const seen = new Set<string>();
    for (const group of SYNONYM_GROUPS) {
      for (const term of group) {
        const key = normalizeText(term);
        expect(key).not.toMatch(/\s/);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});
