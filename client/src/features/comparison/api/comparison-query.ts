import { graphql } from '@/gql';

export const SOLUTION_COMPARISON_QUERY = graphql(`
  query SolutionComparison($ids: [ID!]!) {
    solutionComparison(ids: $ids) {
      columns {
        id
        title
        companyName
        path
      }
      rows {
        key
        label
        differs
        cells {
          values
          text
          empty
          links {
            label
            path
          }
        }
      }
    }
  }
`);
