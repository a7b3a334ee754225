/**
 * A search screen's early read is taken over only when the screen asks for the very same key:
 * the variables the build lists for its bare address must be those the screen's hook makes.
 */
import { queryKey } from '@portal/shared';
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
  ] as const)('%s: the screen’s own first read, keyed as the screen asks', (path, section, defaults, operation) => {
    const route = earlyReadRoutes().find((r) => r.path === path)!;
    expect(route.reads).toHaveLength(1);
    const [read] = route.reads;
    expect(read!.operationName).toBe(operation);
    expect(read!.query).toContain(`query ${operation}(`);
    const { result } = renderHook(() => useSectionSearch(section, defaults), { wrapper: at(path) });
    expect(queryKey(read!.operationName, read!.search!.variables)).toBe(queryKey(operation, result.current.variables));
  });

  it('lists no search read for a signed-in route', () => {
    for (const route of earlyReadRoutes().filter((r) => r.path !== '/grants' && r.path !== '/cases')) {
      expect(route.reads.every((read) => read.search === undefined)).toBe(true);
    }
  });
});
