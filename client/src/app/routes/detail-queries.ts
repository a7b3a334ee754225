/**
 * The detail screens' queries, here rather than in the screens' own chunks: the route guard
 * starts a screen's read beside the profile read before the screen's code has loaded
 * (router.tsx), and the server starts it even earlier, from the page itself (early-reads.ts).
 * The documents themselves are in the entry already (src/gql).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '@/gql';
import type { DetailPath } from '../screen-groups';

export const GRANT_DETAIL_PAGE_QUERY = graphql(`
  query GrantDetailPage($id: ID!) {
    grant(id: $id) {
      id
      title
      ...GrantDetail_grant
    }
  }
`);

export const CASE_DETAIL_PAGE_QUERY = graphql(`
  query CaseDetailPage($id: ID!) {
    case(id: $id) {
      id
      title
      ...CaseDetail_case
    }
  }
`);

export const SOLUTION_DETAIL_PAGE_QUERY = graphql(`
  query SolutionDetailPage($id: ID!) {
    solution(id: $id) {
      id
      uid
      title
      company {
        id
        name
      }
      ...SolutionDetail_solution
    }
  }
`);

type DetailQuery = TypedDocumentNode<unknown, { id: string }>;

/** Route pattern → its screen's record query, whose one variable is the route's `:id`. */
const DETAIL_QUERIES: Record<DetailPath, DetailQuery> = {
  '/solutions/shows/:id': SOLUTION_DETAIL_PAGE_QUERY,
  '/grants/shows/:id': GRANT_DETAIL_PAGE_QUERY,
  '/cases/shows/:id': CASE_DETAIL_PAGE_QUERY,
};

/** The record query of a route pattern's screen, if it is a detail screen. */
export function detailQueryOf(path: string): DetailQuery | undefined {
  return (DETAIL_QUERIES as Record<string, DetailQuery | undefined>)[path];
}
