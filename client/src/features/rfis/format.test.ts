import { describe, expect, it } from 'vitest';
import { rfiStage } from './format';

describe('rfiStage', () => {
  const now = Date.parse('2026-12-02T00:00:00Z');
  it('names a request’s stage as a shared shortlist shows it', () => {
    expect(rfiStage({ status: 'draft', deadline: '2026-12-01T00:00:00Z' }, now)).toBe('下書き');
    expect(rfiStage({ status: 'sent', deadline: '2026-12-03T00:00:00Z' }, now)).toBe('送付済み');
    expect(rfiStage({ status: 'sent', deadline: '2026-12-01T00:00:00Z' }, now)).toBe('締切');
    expect(rfiStage({ status: 'closed', outcome: 'adopted', deadline: '2026-12-01T00:00:00Z' }, now)).toBe('採用');
    expect(rfiStage({ status: 'closed', outcome: 'declined', deadline: '2026-12-03T00:00:00Z' }, now)).toBe('見送り');
  });
});
