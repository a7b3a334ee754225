/**
 * /grants' results query and the criteria it applies when the address leaves them out: the
 * screen reads with them, and the page starts its first read with them while it is parsed
 * (app/early-read-routes.ts).
 */
import { SECTION_DEFAULTS, type SearchCriteria } from '@portal/shared';
import { graphql } from '@/gql';

export const GRANTS_PAGE_QUERY = graphql(`
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
        title
        ...GrantResultItem_grant
      }
    }
  }
`);

/**
 * The list opens on the grants that can still be applied for (shared with the server, which
 * counts and alerts saved searches with the same defaults).
 */
export const GRANTS_DEFAULTS: SearchCriteria = SECTION_DEFAULTS.grants;
