import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/routes';
import { setConfig } from '@/config/runtime';
import { Component } from './accessibility-page';
import { A11Y_ROLES, type ResultsTable } from './content/accessibility-results';
import results from './content/accessibility-results.json';

const table = results as ResultsTable;

describe('the accessibility results table', () => {
  it('covers every route of the route table, in its order, each for at least one role but the sign-out page', () => {
    expect(table.routes.map((route) => [route.id, route.path, route.title])).toEqual(
      ROUTES.map((route) => [route.id, route.path, route.title]),
    );
    // The sign-out page moves on to the home page by itself; the run leaves it out (docs/accessibility.md).
    for (const route of table.routes) {
      const roles = Object.keys(route.roles).length;
      if (route.id === 'auth.logout') expect(roles).toBe(0);
      else expect(roles, route.id).toBeGreaterThan(0);
    }
  });

  it('holds no violation without a reviewed exception', () => {
    const open = table.routes.flatMap((route) =>
      A11Y_ROLES.flatMap((role) =>
        (route.roles[role] ?? [])
          .filter((found) => !found.exception)
          .map((found) => `${route.id} ${role} ${found.rule}`),
      ),
    );
    expect(open).toEqual([]);
  });
});

describe('/rules/accessibility', () => {
  beforeEach(() => {
    const firebase = { apiKey: '', authDomain: '', projectId: '', storageBucket: '', messagingSenderId: '', appId: '' };
    setConfig({
      firebase: { ...firebase, measurementId: '' },
      authEmulatorUrl: null,
      solutionsMenuLabel: 'ソリューションを探す',
      operatorEmail: 'ops@portal.test',
      trialDomains: ['provider.example.jp'],
      tokenSyncUrl: null,
    });
  });

  it('states the standard, the level, the date and a row per route with a cell per role', () => {
    render(
      <MemoryRouter>
        <Component />
      </MemoryRouter>,
    );
    // Plain queries: role queries over the whole matrix take seconds in jsdom.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ウェブアクセシビリティ方針');
    const rowOf = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr')!;
    expect(rowOf('対応規格')).toHaveTextContent('JIS X 8341-3:2016');
    expect(rowOf('目標とする適合レベル')).toHaveTextContent('AA');
    const section = (id: string) => document.getElementById(id)!.closest('section')!;
    const [year, month, day] = table.testedOn.split('-').map(Number);
    expect(section('a11y-date')).toHaveTextContent(`${year}年${month}月${day}日`);
    const matrix = screen.getByText('画面ごと・利用者の種類ごとの自動試験の結果').closest('table')!;
    const rows = matrix.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(ROUTES.length);
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(A11Y_ROLES.length);
    expect(screen.getByText('お問い合わせフォーム')).toHaveAttribute('href', '/inquiry/form');
    expect(section('a11y-contact')).toHaveTextContent('ops@portal.test');
  }, 30_000);
});
