import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GrantDetail } from './grant-detail';

type Fragment = Parameters<typeof GrantDetail>[0]['grant'];

function grant(
  status: string,
  applicationEnd: string | null,
  daysLeft: number | null,
  extra: Record<string, unknown> = {},
): Fragment {
  return {
    __typename: 'Grant',
    id: '42',
    uid: 'g42',
    title: '地域DX推進交付金',
    description: '概要です。',
    issuer: '総務省',
    organization: 'national',
    categories: [],
    areas: [],
    targetCityKinds: [],
    fiscalYear: 2026,
    amountText: null,
    subsidyRateText: null,
    targetText: null,
    applicationStart: '2026-04-01',
    applicationEnd,
    url: null,
    applicationStatus: status,
    daysLeft,
    amountMax: null,
    subsidyRate: null,
    ministry: null,
    targetBodies: [],
    eligibleCosts: null,
    guidelineUrl: null,
    applicantKinds: ['local-government'],
    budgetKind: null,
    applicationStartTime: null,
    applicationEndTime: null,
    contact: null,
    source: 'portal',
    sourceUrl: null,
    attachments: [],
    publishedAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...extra,
  } as unknown as Fragment;
}

function show(fragment: Fragment) {
  render(
    <MemoryRouter>
      <GrantDetail grant={fragment} />
    </MemoryRouter>,
  );
}

describe('a grant detail', () => {
  afterEach(cleanup);

  it('says in a sentence that a closed grant has ended, and offers no calendar entry', () => {
    show(grant('closed', '2026-10-31', null));
    expect(screen.getByText('この補助金の公募は終了しました（締切: 2026年10月31日）。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /カレンダーに追加/ })).toBeNull();
  });

  it('offers the deadline as a calendar entry while applications are open', () => {
    show(grant('open', '2026-12-20', 18));
    expect(screen.getByRole('link', { name: /カレンダーに追加/ }).getAttribute('href')).toBe(
      '/api/grants/42/calendar.ics',
    );
    expect(screen.queryByText(/公募は終了しました/)).toBeNull();
  });

  it('shows 予算区分, the 公募期間 with its times, the PDFs, 問い合わせ先 and a feed’s source', () => {
    show(
      grant('open', '2026-12-20', 18, {
        budgetKind: 'supplementary',
        applicationStartTime: '09:00',
        applicationEndTime: '17:00',
        contact: '総務省 地域情報化企画室 03-0000-0000',
        source: 'jgrants',
        sourceUrl: 'https://www.jgrants-portal.go.jp/subsidy/a0W000',
        attachments: [
          {
            id: '7',
            kind: 'guideline',
            title: '公募要領',
            fileName: 'youryou.pdf',
            size: 204_800,
            url: '/api/grants/42/attachments/7',
          },
        ],
      }),
    );
    expect(screen.getByText('補正予算')).toBeTruthy();
    expect(screen.getByText('2026年4月1日 9:00 〜 2026年12月20日 17:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '公募要領' }).getAttribute('href')).toBe('/api/grants/42/attachments/7');
    expect(screen.getByText('（公募要領・PDF・200KB）')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '問い合わせ先' })).toBeTruthy();
    expect(screen.getByText('総務省 地域情報化企画室 03-0000-0000')).toBeTruthy();
    expect(screen.getByRole('link', { name: /jGrants/ }).getAttribute('href')).toContain('jgrants-portal.go.jp');
    expect(screen.getByText(/出典:/)).toBeTruthy();
  });
});
