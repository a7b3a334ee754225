/**
 * /cases' results query: the screen reads with it, and the page starts its first read while it
 * is parsed (app/early-read-routes.ts).
 */
import { graphql } from '@/gql';

export const CASES_PAGE_QUERY = graphql(`
  query CasesPage($criteria: SearchInput) {
    searchCases(criteria: $criteria) {
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
        title
        ...CaseResultItem_case
      }
    }
  }
`);
