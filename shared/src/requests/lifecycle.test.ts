import { describe, expect, it } from 'vitest';
import { canMoveRequestItem, requestItemStatusLabel } from './lifecycle';

describe('request item lifecycle', () => {
  it('moves forward only, and a closed item stays closed', () => {
    expect(canMoveRequestItem('received', 'in_progress')).toBe(true);
    expect(canMoveRequestItem('received', 'answered')).toBe(true);
    expect(canMoveRequestItem('in_progress', 'declined')).toBe(true);
    expect(canMoveRequestItem('in_progress', 'received')).toBe(false);
    expect(canMoveRequestItem('answered', 'in_progress')).toBe(false);
    expect(canMoveRequestItem('declined', 'answered')).toBe(false);
    expect(canMoveRequestItem('answered', 'answered')).toBe(true);
    expect(canMoveRequestItem('received', 'done')).toBe(false);
  });

  it('labels each status in Japanese', () => {
    expect(['received', 'in_progress', 'answered', 'declined'].map(requestItemStatusLabel)).toEqual([
      '受付',
      '対応中',
      '回答済',
      '辞退',
    ]);
  });
});
