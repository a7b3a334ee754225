import { describe, expect, it } from 'vitest';
import { auditCsv, auditCsvFileName } from './audit-csv';

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
    expect(lines[0]).toBe('id,日時（日本時間）,操作した人（uid）,操作した人（メール）,操作,対象の種類,対象 id,詳細');
    expect(lines[1]).toBe(
      '1,2026-11-24 10:02:03,op,,inquiry.replied,inquiry,R-20261124-4F7K,"{""reply"":""a, \\""b\\""\\nc""}"',
    );
    expect(lines[2]).toBe('2,2026-11-24 10:02:03,,,"\'=HYPERLINK(""x"")",t,1,');
  });

  it('names and times the file in Japan time: 22:00 UTC on 12-01 is 07:00 JST on 12-02', () => {
    const moment = new Date('2026-12-01T22:00:00Z');
    expect(auditCsvFileName(moment)).toBe('audit-log-2026-12-02.csv');
    const csv = auditCsv([{ id: 3, createdAt: moment.toISOString(), action: 'a', entityType: 't', entityId: '1' }]);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe('3,2026-12-02 07:00:00,,,a,t,1,');
  });
});
