/**
 * The GraphQL documents of vendors' case proposals (docs/requests-and-listings.md). A proposal's
 * two versions are selected inline, not as a fragment inside the fragment, which would take an
 * image's file past the server's depth limit (8); mutations answer the state only.
 */
import { graphql } from '@/gql';

export const CaseProposalFields = graphql(`
  fragment CaseProposalFields on CaseProposal {
    id
    status
    consent
    reviewComment
    caseId
    companyName
    submittedAt
    updatedAt
    values {
      title
      summary
      municipalityCode
      municipality
      organizationName
      categoryIds
      fiscalYear
      solutionId
      solutionTitle
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
      grants {
        id
        title
      }
      images {
        file {
          key
          name
          kind
          url
        }
        alt
      }
    }
    returnedValues {
      title
      summary
      municipalityCode
      municipality
      organizationName
      categoryIds
      fiscalYear
      solutionId
      solutionTitle
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
      grants {
        id
        title
      }
      images {
        file {
          key
          name
          kind
          url
        }
        alt
      }
    }
  }
`);

export const MY_CASE_PROPOSALS_QUERY = graphql(`
  query MyCaseProposals {
    myCaseProposals {
      ...CaseProposalFields
    }
  }
`);

/** The form's own listings to choose from (published ones only may be chosen). */
export const CASE_PROPOSAL_FORM_QUERY = graphql(`
  query CaseProposalForm {
    myListings {
      id
      title
      status
    }
  }
`);

export const CASE_PROPOSAL_QUERY = graphql(`
  query CaseProposal($id: ID!) {
    caseProposal(id: $id) {
      ...CaseProposalFields
    }
  }
`);

export const CASE_PROPOSALS_FOR_REVIEW_QUERY = graphql(`
  query CaseProposalsForReview {
    caseProposalsForReview {
      ...CaseProposalFields
    }
  }
`);

export const CREATE_CASE_PROPOSAL_MUTATION = graphql(`
  mutation CreateCaseProposal($input: CaseProposalInput!, $submit: Boolean) {
    createCaseProposal(input: $input, submit: $submit) {
      id
      status
      caseId
    }
  }
`);

export const UPDATE_CASE_PROPOSAL_MUTATION = graphql(`
  mutation UpdateCaseProposal($id: ID!, $input: CaseProposalInput!, $submit: Boolean) {
    updateCaseProposal(id: $id, input: $input, submit: $submit) {
      id
      status
      caseId
    }
  }
`);

export const WITHDRAW_CASE_PROPOSAL_MUTATION = graphql(`
  mutation WithdrawCaseProposal($id: ID!) {
    withdrawCaseProposal(id: $id) {
      id
      status
      caseId
    }
  }
`);

export const PUBLISH_CASE_PROPOSAL_MUTATION = graphql(`
  mutation PublishCaseProposal($id: ID!) {
    publishCaseProposal(id: $id) {
      id
      status
      caseId
    }
  }
`);

export const RETURN_CASE_PROPOSAL_MUTATION = graphql(`
  mutation ReturnCaseProposal($id: ID!, $comment: String!) {
    returnCaseProposal(id: $id, comment: $comment) {
      id
      status
      caseId
    }
  }
`);

/** Published grants by keyword, for the 活用した補助金 picker. */
export const PROPOSAL_GRANT_SEARCH_QUERY = graphql(`
  query ProposalGrantSearch($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
      items {
        id
        title
        issuer
      }
    }
  }
`);
