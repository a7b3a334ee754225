import { describe, expect, it } from 'vitest';
import { isRecordId, parseRecordId } from './record-id';

describe('record ids', () => {
  it('accepts up to ten digits and nothing else', () => {
    expect(parseRecordId('42')).toBe(42);
    expect(parseRecordId('0000000001')).toBe(1);
    for (const bad of ['', '-1', '1.5', '1e3', ' 1', '12345678901', '１２']) expect(isRecordId(bad), bad).toBe(false);
    expect(parseRecordId('abc')).toBeNull();
  });
});
