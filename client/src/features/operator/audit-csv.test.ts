import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv';

describe('auditCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = auditCsv([
      {
        id: 1,
        createdAt: '2026-11-24T01:02:03.000Z',
        actorUid: 'op',
        actorEmail: null,
        action: 'inquiry.replied',
        entityType: 'inquiry',
        entityId: 'R-20261124-4F7K',
        data: '{"reply":"a, \\"b\\"\\nc"}',
      },
      { id: 2, createdAt: '2026-11-24T01:02:03.000Z', action: '=HYPERLINK("x")', entityType: 't', entityId: '1' },
    ]);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,日時,操作した人（uid）,操作した人（メール）,操作,対象の種類,対象 id,詳細');
    expect(lines[1]).toBe(
      '1,2026-11-24T01:02:03.000Z,op,,inquiry.replied,inquiry,R-20261124-4F7K,"{""reply"":""a, \\""b\\""\\nc""}"',
    );
    expect(lines[2]).toBe('2,2026-11-24T01:02:03.000Z,,,"\'=HYPERLINK(""x"")",t,1,');
  });
});
