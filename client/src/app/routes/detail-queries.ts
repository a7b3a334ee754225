/**
 * The detail screens' queries, here rather than in the screens' own chunks: the route guard
 * starts a screen's read beside the profile read before the screen's code has loaded, and the
 * page starts it even earlier, while it is parsed (both as app/route-reads.ts declares them).
 * The documents themselves are in the entry already (src/gql).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '@/gql';

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

/** A detail screen's record query; its one variable is the route's `:id`. */
export type DetailQuery = TypedDocumentNode<unknown, { id: string }>;
