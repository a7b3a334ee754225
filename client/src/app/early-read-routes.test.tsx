/**
 * A search screen's early read is taken over only when the screen asks for the very same key:
 * the variables the build lists for its bare address must be those the screen's hook makes. The
 * server makes an address's own from the section and defaults the read carries
 * (server/src/web/search-pages.ts): they must be the screen's too, or the page it rendered with
 * its results would hydrate on placeholders.
 */
import { queryKey, searchVariables } from '@portal/shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { earlyReadRoutes } from './early-read-routes';
import { GRANTS_DEFAULTS } from './routes/grants/grants-query';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('the search screens’ early reads', () => {
  it.each([
    ['/grants', 'grants', GRANTS_DEFAULTS, 'GrantsPage'],
    ['/cases', 'cases', undefined, 'CasesPage'],
  ] as const)(
    '%s: the screen’s own first read, keyed as the screen asks',
    async (path, section, defaults, operation) => {
      const route = (await earlyReadRoutes()).find((r) => r.path === path)!;
      // The results, and a returning user's profile (the starter sends a visitor the results only).
      expect(route.reads.map((r) => r.operationName)).toEqual([operation, 'CurrentProfile']);
      const [read] = route.reads;
      expect(read!.operationName).toBe(operation);
      expect(read!.query).toContain(`query ${operation}(`);
      const { result } = renderHook(() => useSectionSearch(section, defaults), { wrapper: at(path) });
      expect(queryKey(read!.operationName, read!.search!.variables)).toBe(
        queryKey(operation, result.current.variables),
      );
    },
  );

  it.each([
    ['/grants', 'grants', GRANTS_DEFAULTS, '?keyword=%E8%A3%9C%E5%8A%A9&organizations=national&page=3'],
    ['/grants', 'grants', GRANTS_DEFAULTS, '?statuses=closed&sort=deadline&categories=99&yearsLower=2030'],
    ['/cases', 'cases', undefined, '?keyword=+%E7%AA%93%E5%8F%A3+&categories=01,05&yearsLower=2024&yearsUpper=2020'],
  ] as const)(
    '%s%s: the server’s variables for the address are the screen’s',
    async (path, section, defaults, query) => {
      const [read] = (await earlyReadRoutes()).find((r) => r.path === path)!.reads;
      const { section: carried, defaults: carriedDefaults } = read!.search!;
      expect([carried, carriedDefaults]).toEqual([section, defaults ?? {}]);
      const server = searchVariables(carried, carriedDefaults, new URLSearchParams(query));
      const { result } = renderHook(() => useSectionSearch(section, defaults), { wrapper: at(path + query) });
      expect(queryKey(read!.operationName, server)).toBe(queryKey(read!.operationName, result.current.variables));
    },
  );

  it('reads the home page’s one query for anyone, a visitor included', async () => {
    const home = (await earlyReadRoutes()).find((r) => r.path === '/')!;
    expect(home.reads).toEqual([
      expect.objectContaining({ operationName: 'HomePage', visitor: true, variables: {} }),
      expect.objectContaining({ operationName: 'CurrentProfile', variables: {} }),
    ]);
    expect(home.reads[1]).not.toHaveProperty('visitor');
  });

  it('reads a record’s keeping row with the record: bookmarks and follows of its section', async () => {
    const grant = (await earlyReadRoutes()).find((r) => r.path === '/grants/shows/:id')!;
    const names = grant.reads.map((read) => [read.operationName, read.variables]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['BookmarkedIds', { section: 'grants' }],
        ['FollowedIds', { topic: 'grants' }],
      ]),
    );
  });

  it('lists no search read for a signed-in route', async () => {
    for (const route of (await earlyReadRoutes()).filter((r) => r.path !== '/grants' && r.path !== '/cases')) {
      expect(route.reads.every((read) => read.search === undefined)).toBe(true);
    }
  });
});
