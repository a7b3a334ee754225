/** The request-for-information operations (server: modules/rfi, docs/rfi.md). */
import { graphql } from '@/gql';

export const RFI_FIELDS = graphql(`
  fragment RfiFields on Rfi {
    id
    kind
    title
    background
    origin
    shortlistId
    specName
    specPath
    deadline
    status
    sentAt
    organization
    contactName
    mine
    updatedAt
    questions {
      id
      kind
      label
      choices
      unit
    }
    invitations {
      id
      companyName
      solutionIds
      solutions {
        id
        title
      }
      openedAt
      submittedAt
      late
      lateAllowed
      quoteName
      quotePath
      answers {
        questionId
        text
        yes
        choice
        number
        price {
          initial
          annual
          unitPrice
          quantity
          taxIncluded
        }
      }
    }
    clarifications {
      id
      question
      answer
      askedAt
      answeredAt
    }
    outcome
    outcomeCompanyName
    outcomeInvitationId
    outcomeAmount
    outcomeReason
    closedAt
  }
`);

export const RFIS_QUERY = graphql(`
  query Rfis {
    rfis {
      id
      kind
      title
      status
      deadline
      sentAt
      mine
      contactName
      outcome
      invitations {
        id
        submittedAt
      }
    }
  }
`);

export const RFI_QUERY = graphql(`
  query Rfi($id: ID!) {
    rfi(id: $id) {
      ...RfiFields
    }
  }
`);

export const RFI_COMPARISON_QUERY = graphql(`
  query RfiComparison($id: ID!, $years: Int) {
    rfiComparison(id: $id, years: $years) {
      rfiId
      years
      asked
      answered
      reasonSentence
      columns {
        invitationId
        companyName
        submittedAt
        late
      }
      rows {
        role
        label
        cells
        amounts
        differs
        lowest
      }
    }
  }
`);

export const CREATE_RFI = graphql(`
  mutation CreateRfi($input: RfiInput!) {
    createRfi(input: $input) {
      ...RfiFields
    }
  }
`);

export const UPDATE_RFI = graphql(`
  mutation UpdateRfi($id: ID!, $input: RfiInput!) {
    updateRfi(id: $id, input: $input) {
      ...RfiFields
    }
  }
`);

export const SHORTLIST_RFIS_QUERY = graphql(`
  query ShortlistRfis($shortlistId: ID!) {
    shortlistRfis(shortlistId: $shortlistId) {
      id
      kind
      title
      status
      outcome
      deadline
      contactName
      mine
    }
  }
`);

export const SEND_RFI = graphql(`
  mutation SendRfi($id: ID!) {
    sendRfi(id: $id) {
      ...RfiFields
    }
  }
`);

export const ALLOW_LATE_RFI_ANSWER = graphql(`
  mutation AllowLateRfiAnswer($id: ID!, $invitationId: ID!) {
    allowLateRfiAnswer(id: $id, invitationId: $invitationId) {
      ...RfiFields
    }
  }
`);

export const ANSWER_RFI_CLARIFICATION = graphql(`
  mutation AnswerRfiClarification($id: ID!, $clarificationId: ID!, $answer: String!) {
    answerRfiClarification(id: $id, clarificationId: $clarificationId, answer: $answer) {
      ...RfiFields
    }
  }
`);

export const CLOSE_RFI = graphql(`
  mutation CloseRfi($id: ID!, $input: RfiCloseInput!) {
    closeRfi(id: $id, input: $input) {
      ...RfiFields
    }
  }
`);

export const VENDOR_RFI_FIELDS = graphql(`
  fragment VendorRfiFields on VendorRfi {
    id
    kind
    title
    background
    specName
    specPath
    deadline
    status
    sentAt
    organization
    contactName
    canAnswer
    answerBlockedReason
    caseStart {
      solutionId
      municipality
      organizationName
      amount
    }
    questions {
      id
      kind
      label
      choices
      unit
    }
    clarifications {
      id
      question
      answer
      askedAt
      answeredAt
      askedByYou
    }
    myAnswer {
      id
      companyName
      submittedAt
      late
      quoteName
      quotePath
      answers {
        questionId
        text
        yes
        choice
        number
        price {
          initial
          annual
          unitPrice
          quantity
          taxIncluded
        }
      }
    }
  }
`);

export const RECEIVED_RFIS_QUERY = graphql(`
  query ReceivedRfis {
    receivedRfis {
      id
      kind
      title
      organization
      deadline
      status
      canAnswer
      myAnswer {
        id
        submittedAt
        late
      }
    }
  }
`);

export const RECEIVED_RFI_QUERY = graphql(`
  query ReceivedRfi($id: ID!) {
    receivedRfi(id: $id) {
      ...VendorRfiFields
    }
  }
`);

export const SAVE_RFI_ANSWER = graphql(`
  mutation SaveRfiAnswer($id: ID!, $input: RfiAnswerSubmission!) {
    saveRfiAnswer(id: $id, input: $input) {
      ...VendorRfiFields
    }
  }
`);

export const ASK_RFI_CLARIFICATION = graphql(`
  mutation AskRfiClarification($id: ID!, $question: String!) {
    askRfiClarification(id: $id, question: $question) {
      ...VendorRfiFields
    }
  }
`);
