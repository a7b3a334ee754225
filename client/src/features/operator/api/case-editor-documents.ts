/** The case editor's queries and mutations (server: case-editor.resolver.ts). */
import { graphql } from '@/gql';

export const EDITORIAL_CASE_FIELDS = graphql(`
  fragment EditorialCaseFields on EditorialCase {
    id
    status
    publishedAt
    updatedAt
    withdrawnReason
    source
    municipality {
      code
      name
      prefectureId
      kind
    }
    fundingGrants {
      id
      title
    }
    solutionTitle
    values {
      title
      summary
      municipalityCode
      organizationName
      categoryIds
      fiscalYear
      solutionId
      solutionName
      vendorName
      background
      approach
      outcome
      initialCost
      annualCost
      subsidyAmount
      periodMonths
      kpis {
        label
        before
        after
        unit
      }
      grantIds
      images {
        alt
        file {
          key
          name
          kind
          url
        }
      }
    }
  }
`);

export const EDITORIAL_CASE_QUERY = graphql(`
  query EditorialCase($id: ID!) {
    editorialCase(id: $id) {
      ...EditorialCaseFields
    }
  }
`);

export const CREATE_CASE_MUTATION = graphql(`
  mutation CreateCase($input: CaseInput!) {
    createCase(input: $input) {
      ...EditorialCaseFields
    }
  }
`);

export const UPDATE_CASE_MUTATION = graphql(`
  mutation UpdateCase($id: ID!, $input: CaseInput!) {
    updateCase(id: $id, input: $input) {
      ...EditorialCaseFields
    }
  }
`);

export const PUBLISH_CASE_MUTATION = graphql(`
  mutation PublishCase($id: ID!) {
    publishCase(id: $id) {
      ...EditorialCaseFields
    }
  }
`);

export const SCHEDULE_CASE_MUTATION = graphql(`
  mutation ScheduleCase($id: ID!, $date: String!, $time: String!) {
    scheduleCase(id: $id, date: $date, time: $time) {
      ...EditorialCaseFields
    }
  }
`);

export const WITHDRAW_CASE_MUTATION = graphql(`
  mutation WithdrawCase($id: ID!, $reason: String!) {
    withdrawCase(id: $id, reason: $reason) {
      ...EditorialCaseFields
    }
  }
`);

/** Published grants and listings to pick from (the public searches, read as the operator). */
export const GRANT_CHOICES_QUERY = graphql(`
  query GrantChoices($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
      totalCount
      items {
        id
        title
        issuer
        fiscalYear
      }
    }
  }
`);

export const SOLUTION_CHOICES_QUERY = graphql(`
  query SolutionChoices($criteria: SearchInput) {
    searchSolutions(criteria: $criteria) {
      totalCount
      items {
        id
        title
        companyName
      }
    }
  }
`);
