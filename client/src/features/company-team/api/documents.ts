/** The company's users, their invitations, and the team's work on received requests. */
import { graphql } from '@/gql';

export const COMPANY_TEAM_QUERY = graphql(`
  query CompanyTeam {
    companyTeam {
      companyName
      isAdministrator
      members {
        uid
        name
        email
        role
        isSelf
      }
      invitations {
        id
        email
        role
        expiresAt
      }
    }
  }
`);

export const INVITE_COMPANY_MEMBER_MUTATION = graphql(`
  mutation InviteCompanyMember($email: String!, $role: String!) {
    inviteCompanyMember(email: $email, role: $role) {
      id
      email
      role
      expiresAt
    }
  }
`);

export const REVOKE_COMPANY_INVITATION_MUTATION = graphql(`
  mutation RevokeCompanyInvitation($id: ID!) {
    revokeCompanyInvitation(id: $id)
  }
`);

export const SET_COMPANY_MEMBER_ROLE_MUTATION = graphql(`
  mutation SetCompanyMemberRole($uid: ID!, $role: String!) {
    setCompanyMemberRole(uid: $uid, role: $role)
  }
`);

export const REMOVE_COMPANY_MEMBER_MUTATION = graphql(`
  mutation RemoveCompanyMember($uid: ID!) {
    removeCompanyMember(uid: $uid)
  }
`);

export const COMPANY_INVITATION_QUERY = graphql(`
  query CompanyInvitation($token: String!) {
    companyInvitation(token: $token) {
      companyName
      email
      role
      state
      expiresAt
      addressMatches
    }
  }
`);

export const ACCEPT_COMPANY_INVITATION_MUTATION = graphql(`
  mutation AcceptCompanyInvitation($token: String!) {
    acceptCompanyInvitation(token: $token) {
      companyName
      state
    }
  }
`);

export const REQUEST_HANDLINGS_QUERY = graphql(`
  query ReceivedRequestHandlings {
    companyTeam {
      members {
        uid
        name
      }
    }
    receivedRequestHandlings {
      uid
      assigneeUid
      assigneeName
      notes {
        id
        body
        authorName
        createdAt
      }
    }
  }
`);

export const ASSIGN_REQUEST_MUTATION = graphql(`
  mutation AssignReceivedRequest($uid: ID!, $assigneeUid: ID) {
    assignReceivedRequest(uid: $uid, assigneeUid: $assigneeUid) {
      uid
      assigneeUid
      assigneeName
      notes {
        id
        body
        authorName
        createdAt
      }
    }
  }
`);

export const ADD_REQUEST_NOTE_MUTATION = graphql(`
  mutation AddReceivedRequestNote($uid: ID!, $body: String!) {
    addReceivedRequestNote(uid: $uid, body: $body) {
      uid
      assigneeUid
      assigneeName
      notes {
        id
        body
        authorName
        createdAt
      }
    }
  }
`);

export const COMPANY_ROLE_LABELS: Record<string, string> = { admin: '管理者', staff: '担当者' };

export const COMPANY_WEBHOOK_QUERY = graphql(`
  query CompanyWebhook {
    companyWebhook {
      url
      updatedAt
      deliveries {
        id
        event
        status
        attempts
        lastStatusCode
        lastError
        createdAt
        nextAttemptAt
      }
    }
  }
`);

export const SAVE_COMPANY_WEBHOOK_MUTATION = graphql(`
  mutation SaveCompanyWebhook($url: String!) {
    saveCompanyWebhook(url: $url) {
      url
      secret
    }
  }
`);

export const DELETE_COMPANY_WEBHOOK_MUTATION = graphql(`
  mutation DeleteCompanyWebhook {
    deleteCompanyWebhook
  }
`);

export const SEND_COMPANY_WEBHOOK_TEST_MUTATION = graphql(`
  mutation SendCompanyWebhookTest {
    sendCompanyWebhookTest {
      id
      event
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      nextAttemptAt
    }
  }
`);
