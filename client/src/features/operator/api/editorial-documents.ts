/** The editorial screens' queries and mutations (server: grant-editor.resolver.ts, case-editor.resolver.ts). */
import { graphql } from '@/gql';

export const EDITORIAL_GRANTS_QUERY = graphql(`
  query EditorialGrants($status: PublicationState, $search: String, $offset: Int, $limit: Int) {
    editorialGrants(status: $status, search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        title
        issuer
        status
        publishedAt
        updatedAt
        applicationEnd
        source
      }
    }
  }
`);

export const EDITORIAL_CASES_QUERY = graphql(`
  query EditorialCases($status: PublicationState, $search: String, $offset: Int, $limit: Int) {
    editorialCases(status: $status, search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        title
        municipalityName
        status
        publishedAt
        updatedAt
        source
      }
    }
  }
`);

export const EDITORIAL_GRANT_FIELDS = graphql(`
  fragment EditorialGrantFields on EditorialGrant {
    id
    status
    publishedAt
    updatedAt
    withdrawnReason
    source
    sourceUrl
    values {
      title
      description
      issuer
      organization
      ministry
      applicantKinds
      targetBodies
      targetCityKinds
      categoryIds
      areaIds
      fiscalYear
      budgetKind
      subsidyRateText
      amountText
      amountMax
      eligibleCosts
      targetText
      applicationStart
      applicationStartTime
      applicationEnd
      applicationEndTime
      url
      guidelineUrl
      contact
      attachments {
        kind
        title
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

export const EDITORIAL_GRANT_QUERY = graphql(`
  query EditorialGrant($id: ID!) {
    editorialGrant(id: $id) {
      ...EditorialGrantFields
    }
  }
`);

export const CREATE_GRANT_MUTATION = graphql(`
  mutation CreateGrant($input: GrantInput!) {
    createGrant(input: $input) {
      ...EditorialGrantFields
    }
  }
`);

export const UPDATE_GRANT_MUTATION = graphql(`
  mutation UpdateGrant($id: ID!, $input: GrantInput!) {
    updateGrant(id: $id, input: $input) {
      ...EditorialGrantFields
    }
  }
`);

export const PUBLISH_GRANT_MUTATION = graphql(`
  mutation PublishGrant($id: ID!) {
    publishGrant(id: $id) {
      ...EditorialGrantFields
    }
  }
`);

export const SCHEDULE_GRANT_MUTATION = graphql(`
  mutation ScheduleGrant($id: ID!, $date: String!, $time: String!) {
    scheduleGrant(id: $id, date: $date, time: $time) {
      ...EditorialGrantFields
    }
  }
`);

export const WITHDRAW_GRANT_MUTATION = graphql(`
  mutation WithdrawGrant($id: ID!, $reason: String!) {
    withdrawGrant(id: $id, reason: $reason) {
      ...EditorialGrantFields
    }
  }
`);

export const REVISION_FIELDS = graphql(`
  fragment RevisionFields on RecordRevisionView {
    id
    action
    actorName
    reason
    createdAt
    changes {
      field
      before
      after
    }
  }
`);

export const GRANT_HISTORY_QUERY = graphql(`
  query GrantHistory($id: ID!) {
    editorialGrant(id: $id) {
      id
      status
      values {
        title
      }
    }
    grantHistory(id: $id) {
      ...RevisionFields
    }
  }
`);

export const CASE_HISTORY_QUERY = graphql(`
  query CaseHistory($id: ID!) {
    editorialCase(id: $id) {
      id
      status
      values {
        title
      }
    }
    caseHistory(id: $id) {
      ...RevisionFields
    }
  }
`);
