import { describe, expect, it } from 'vitest';
import { decideGrant, type BookmarkedGrant } from './grant-notices';

const grant = (over: Partial<BookmarkedGrant> = {}): BookmarkedGrant => ({
  bookmarkId: 1,
  recordId: 1,
  title: '防災補助金',
  applicationStart: '2026-11-01',
  applicationEnd: '2026-12-01',
  reminded: null,
  seenState: '2026-11-01|2026-12-01',
  ...over,
});

describe('bookmarked grant notices', () => {
  it('reminds 7 days and 1 day before the deadline, each once', () => {
    expect(decideGrant(grant(), '2026-11-20').notice).toBeNull();
    const week = decideGrant(grant(), '2026-11-24');
    expect(week).toMatchObject({
      notice: { kind: 'deadline', line: '締切まであと7日です（締切 2026年12月1日）' },
      reminded: '2026-12-01/7',
    });
    expect(decideGrant(grant({ reminded: '2026-12-01/7' }), '2026-11-26').notice).toBeNull();
    const day = decideGrant(grant({ reminded: '2026-12-01/7' }), '2026-11-30');
    expect(day).toMatchObject({
      notice: { line: '締切まであと1日です（締切 2026年12月1日）' },
      reminded: '2026-12-01/1',
    });
    expect(decideGrant(grant({ reminded: '2026-12-01/1' }), '2026-12-01').notice).toBeNull();
    expect(decideGrant(grant(), '2026-12-02').notice).toBeNull();
  });

  it('says when the dates change, and reminds again for a moved deadline', () => {
    const moved = grant({ applicationEnd: '2026-12-20', reminded: '2026-12-01/1' });
    expect(decideGrant(moved, '2026-11-30')).toMatchObject({
      notice: { kind: 'changed', line: '公募期間が変わりました: 2026年11月1日 〜 2026年12月20日（公募状況: 受付中）' },
      seenState: '2026-11-01|2026-12-20',
    });
    // The status is the grants work's own (shared grant-status.ts), as every screen shows it.
    expect(decideGrant(moved, '2026-12-15').notice?.line).toBe(
      '公募期間が変わりました: 2026年11月1日 〜 2026年12月20日（公募状況: 締切間近（あと5日））',
    );
    expect(decideGrant({ ...moved, seenState: '2026-11-01|2026-12-20' }, '2026-12-13').reminded).toBe('2026-12-20/7');
  });
});
