/** /grants: search form and results of grants (public). */
import { SearchScreen } from '@/features/search/components/search-screen';
import { useSectionSearch } from '@/features/search/hooks/use-section-search';
import { GrantResultItem } from '@/features/grants/components/grant-result-item';
import { graphql } from '@/gql';
import { useGraphQLQuery } from '@/lib/use-graphql-query';

const GRANTS_PAGE_QUERY = graphql(`
  query GrantsPage($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
      totalCount
      page
      maxPage
      categoryCounts {
        id
        count
      }
      relaxations {
        filter
        count
      }
      items {
        id
        ...GrantResultItem_grant
      }
    }
  }
`);

export function Component() {
  const search = useSectionSearch('grants');
  const query = useGraphQLQuery(GRANTS_PAGE_QUERY, search.variables, { skip: !search.ready });
  // While new results stream in, the previous page stays on screen.
  const shown = query.data ?? query.previousData;
  return (
    <SearchScreen
      section="grants"
      title="補助金・交付金"
      search={search}
      outcome={{
        result: shown?.searchGrants,
        loading: query.loading || !search.ready,
        error: query.error,
        retry: query.refetch,
      }}
      keyOf={(item) => item.id}
      renderItem={(item) => <GrantResultItem grant={item} />}
    />
  );
}
