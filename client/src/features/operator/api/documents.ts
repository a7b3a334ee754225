/** The operator console's queries and mutations (server: modules/operator, inquiry, audit). */
import { graphql } from '@/gql';

export const MEMBERS_AWAITING_QUERY = graphql(`
  query MembersAwaitingApproval($search: String, $offset: Int, $limit: Int) {
    membersAwaitingApproval(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        uid
        name
        nameKana
        email
        emailDomain
        emailVerified
        organization
        division
        position
        telephone
        registeredAt
      }
    }
  }
`);

export const APPROVE_MEMBER_MUTATION = graphql(`
  mutation ApproveMunicipalMember($uid: ID!) {
    approveMunicipalMember(uid: $uid) {
      uid
      municipalStatus
      isMunicipality
    }
  }
`);

export const DECLINE_MEMBER_MUTATION = graphql(`
  mutation DeclineMunicipalMember($uid: ID!, $reason: String!) {
    declineMunicipalMember(uid: $uid, reason: $reason) {
      uid
      municipalStatus
    }
  }
`);

export const INQUIRIES_QUERY = graphql(`
  query OperatorInquiries($status: String, $search: String, $offset: Int, $limit: Int) {
    inquiries(status: $status, search: $search, offset: $offset, limit: $limit) {
      total
      items {
        uid
        status
        inquiryType
        name
        organization
        email
        telephone
        body
        fromMember
        createdAt
        repliedAt
      }
    }
  }
`);

export const SET_INQUIRY_STATUS_MUTATION = graphql(`
  mutation SetInquiryStatus($uid: ID!, $status: String!, $note: String) {
    setInquiryStatus(uid: $uid, status: $status, note: $note) {
      uid
      status
    }
  }
`);

export const REPLY_TO_INQUIRY_MUTATION = graphql(`
  mutation ReplyToInquiry($uid: ID!, $body: String!, $done: Boolean) {
    replyToInquiry(uid: $uid, body: $body, done: $done) {
      uid
      status
      repliedAt
    }
  }
`);

export const AUDIT_EVENTS_QUERY = graphql(`
  query AuditEvents($filter: AuditEventFilter, $offset: Int, $limit: Int) {
    auditEvents(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        actorUid
        actorEmail
        action
        entityType
        entityId
        data
        createdAt
      }
    }
  }
`);

export const USERS_QUERY = graphql(`
  query ConsoleUsers($email: String!) {
    users(email: $email) {
      uid
      email
      emailVerified
      disabled
      role
      municipalStatus
      name
      organization
      companyId
      lastSignInAt
    }
  }
`);

export const DISABLE_USER_MUTATION = graphql(`
  mutation DisableUser($uid: ID!, $reason: String!) {
    disableUser(uid: $uid, reason: $reason) {
      uid
      disabled
    }
  }
`);

export const ENABLE_USER_MUTATION = graphql(`
  mutation EnableUser($uid: ID!, $reason: String!) {
    enableUser(uid: $uid, reason: $reason) {
      uid
      disabled
    }
  }
`);

export const CONSOLE_COUNTS_QUERY = graphql(`
  query ConsoleCounts {
    consoleCounts {
      membersAwaitingApproval
      membersAwaitingMunicipality
      companiesAwaitingApproval
      listingsAwaitingReview
      caseProposalsAwaitingReview
      openInquiries
      inquiriesInProgress
      overdueRequests
    }
  }
`);
