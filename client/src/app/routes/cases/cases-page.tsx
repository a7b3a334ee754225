/** /cases: search form and results of case studies (public). */
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { useOwnMunicipalityCases } from '@/features/cases/api/own-municipality';
import { CaseResultItem } from '@/features/cases/components/case-result-item';
import { LazySaveSearchControl } from '@/features/saved-searches/components/lazy-save-search-control';
import { SearchScreen } from '@/features/search/components/search-screen';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { useGraphQLQuery } from '@/lib/use-graphql-query';
import { CASES_PAGE_QUERY } from './cases-query';

export function Component() {
  const search = useSectionSearch('cases');
  const query = useGraphQLQuery(CASES_PAGE_QUERY, search.variables, { skip: !search.ready });
  // While new results stream in, the previous page stays on screen.
  const shown = query.data ?? query.previousData;
  const own = useOwnMunicipalityCases(shown?.searchCases.items.map((item) => item.id) ?? []);
  return (
    <SearchScreen
      section="cases"
      title="導入事例"
      search={search}
      outcome={{
        result: shown?.searchCases,
        // Not while the page hydrates on the answer the server rendered it with.
        loading: query.loading || (!search.ready && !query.data),
        error: query.error,
        retry: query.refetch,
      }}
      keep={<LazySaveSearchControl section="cases" />}
      keyOf={(item) => item.id}
      renderItem={(item) => (
        <CaseResultItem
          item={item}
          ownMunicipality={own.has(item.id)}
          actions={<BookmarkToggle section="cases" recordId={item.id} title={item.title} />}
        />
      )}
    />
  );
}
