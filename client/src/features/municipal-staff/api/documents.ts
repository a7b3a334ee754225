/** The 自治体管理者's screens, the invitation page and signed-in devices (server: modules/municipal-admin, session). */
import { graphql } from '@/gql';

export const MY_ADMINISTRATION_QUERY = graphql(`
  query MyMunicipalAdministration {
    myMunicipalAdministration {
      isAdministrator
      requested
      hasAdministrator
      municipality {
        code
        name
      }
    }
  }
`);

export const REQUEST_ADMINISTRATOR_MUTATION = graphql(`
  mutation RequestMunicipalAdministrator {
    requestMunicipalAdministrator {
      isAdministrator
      requested
      hasAdministrator
    }
  }
`);

export const MUNICIPAL_STAFF_QUERY = graphql(`
  query MunicipalStaff {
    municipalStaff {
      municipality {
        code
        name
      }
      members {
        uid
        name
        email
        division
        position
        isAdministrator
        lastSignInAt
      }
      invitations {
        id
        email
        division
        expiresAt
      }
    }
  }
`);

export const INVITE_MEMBER_MUTATION = graphql(`
  mutation InviteMunicipalMember($email: String!, $division: String!) {
    inviteMunicipalMember(email: $email, division: $division) {
      id
      email
      division
      expiresAt
    }
  }
`);

export const REVOKE_INVITATION_MUTATION = graphql(`
  mutation RevokeMunicipalInvitation($id: ID!) {
    revokeMunicipalInvitation(id: $id)
  }
`);

export const CHANGE_DIVISION_MUTATION = graphql(`
  mutation ChangeMunicipalMemberDivision($uid: ID!, $division: String!) {
    changeMunicipalMemberDivision(uid: $uid, division: $division)
  }
`);

export const APPOINT_ADMINISTRATOR_MUTATION = graphql(`
  mutation AppointMunicipalAdministrator($uid: ID!) {
    appointMunicipalAdministrator(uid: $uid)
  }
`);

export const STEP_DOWN_MUTATION = graphql(`
  mutation StepDownMunicipalAdministrator($successorUid: ID) {
    stepDownMunicipalAdministrator(successorUid: $successorUid)
  }
`);

export const HAND_OVER_MUTATION = graphql(`
  mutation HandOverMunicipalMember($fromUid: ID!, $toUid: ID!) {
    handOverMunicipalMember(fromUid: $fromUid, toUid: $toUid) {
      shortlists
      savedSearches
      documentRequests
      inquiries
    }
  }
`);

export const REMOVE_MEMBER_MUTATION = graphql(`
  mutation RemoveMunicipalMember($uid: ID!, $handOverTo: ID) {
    removeMunicipalMember(uid: $uid, handOverTo: $handOverTo) {
      shortlists
      savedSearches
      documentRequests
      inquiries
    }
  }
`);

export const INVITATION_QUERY = graphql(`
  query MunicipalInvitation($token: String!) {
    municipalInvitation(token: $token) {
      email
      division
      state
      expiresAt
      addressMatches
      municipality {
        code
        name
      }
    }
  }
`);

export const ACCEPT_INVITATION_MUTATION = graphql(`
  mutation AcceptMunicipalInvitation($token: String!) {
    acceptMunicipalInvitation(token: $token) {
      state
      municipality {
        code
        name
      }
    }
  }
`);

export const ADMINISTRATOR_REQUESTS_QUERY = graphql(`
  query MunicipalAdministratorRequests {
    municipalAdministratorRequests {
      uid
      name
      email
      division
      requestedAt
      municipality {
        code
        name
      }
    }
  }
`);

export const GRANT_ADMINISTRATOR_MUTATION = graphql(`
  mutation GrantMunicipalAdministrator($municipalityCode: String!, $uid: ID!) {
    grantMunicipalAdministrator(municipalityCode: $municipalityCode, uid: $uid)
  }
`);

export const SIGNED_IN_DEVICES_QUERY = graphql(`
  query MySignedInDevices {
    mySignedInDevices {
      id
      userAgent
      signedInAt
      lastSeenAt
      current
    }
  }
`);

export const SIGN_OUT_OTHER_DEVICES_MUTATION = graphql(`
  mutation SignOutOtherDevices($id: ID) {
    signOutOtherDevices(id: $id)
  }
`);

export const MUNICIPAL_POLICY_QUERY = graphql(`
  query MunicipalPolicy {
    municipalPolicy {
      secondFactorRequired
      membersWithoutSecondFactor
      updatedAt
    }
  }
`);

export const SAVE_MUNICIPAL_POLICY_MUTATION = graphql(`
  mutation SaveMunicipalPolicy($secondFactorRequired: Boolean!) {
    saveMunicipalPolicy(secondFactorRequired: $secondFactorRequired) {
      secondFactorRequired
      membersWithoutSecondFactor
      updatedAt
    }
  }
`);

export const MUNICIPAL_SSO_QUERY = graphql(`
  query MunicipalSso($municipalityCode: ID!) {
    singleSignOnCallbackUrl
    municipalSso(municipalityCode: $municipalityCode) {
      municipalityCode
      issuer
      clientId
      hasClientSecret
      allowedDomains
      divisionClaim
      enabled
      updatedAt
    }
  }
`);

export const SAVE_MUNICIPAL_SSO_MUTATION = graphql(`
  mutation SaveMunicipalSso($input: MunicipalSsoSettingInput!) {
    saveMunicipalSso(input: $input) {
      municipalityCode
      issuer
      clientId
      hasClientSecret
      allowedDomains
      divisionClaim
      enabled
      updatedAt
    }
  }
`);
