/** The home page's one query (its figures, categories and news), also read early by the page. */
import { graphql } from '@/gql';

export const HOME_QUERY = graphql(`
  query HomePage {
    solutionCount
    grantCount
    caseCount
    categories(section: solutions) {
      id
      name
      subnames
      count
    }
    latestGrants: searchGrants(criteria: { page: 1, statuses: ["open", "closing"], sort: newest }) {
      totalCount
      items {
        id
        title
        issuer
        fiscalYear
        applicationEnd
        applicationStatus
        daysLeft
      }
    }
    closingGrants: searchGrants(criteria: { page: 1, statuses: ["closing"], sort: deadline }) {
      totalCount
      items {
        id
        title
        issuer
        applicationEnd
        applicationStatus
        daysLeft
      }
    }
    latestCases: searchCases(criteria: { page: 1 }) {
      totalCount
      items {
        id
        title
        organizationName
        fiscalYear
      }
    }
  }
`);
