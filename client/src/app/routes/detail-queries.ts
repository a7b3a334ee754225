/**
 * The detail screens' queries, here rather than in the screens' own chunks: the route guard
 * starts a screen's read beside the profile read before the screen's code has loaded
 * (router.tsx), and the server starts it even earlier, from the page itself (early-reads.ts).
 * The documents themselves are in the entry already (src/gql).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '@/gql';
import type { RecordRouteId } from '@/config/routes';

export const GRANT_DETAIL_PAGE_QUERY = graphql(`
  query GrantDetailPage($id: ID!) {
    grant(id: $id) {
      id
      title
      ...GrantDetail_grant
      ...GrantLinks_grant
    }
  }
`);

export const CASE_DETAIL_PAGE_QUERY = graphql(`
  query CaseDetailPage($id: ID!) {
    case(id: $id) {
      id
      title
      ...CaseDetail_case
      ...CaseLinks_case
      ...CaseFigures_case
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
      ...SolutionLinks_solution
    }
  }
`);

export type DetailQuery = TypedDocumentNode<unknown, { id: string }>;

/** The record query of each route whose screen reads one record; its one variable is `:id`. */
export const DETAIL_QUERIES = {
  'solutions.show': SOLUTION_DETAIL_PAGE_QUERY,
  'grants.show': GRANT_DETAIL_PAGE_QUERY,
  'cases.show': CASE_DETAIL_PAGE_QUERY,
} as const satisfies Record<RecordRouteId, DetailQuery>;
