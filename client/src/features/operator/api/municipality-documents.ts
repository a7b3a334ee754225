/** The console's earned-membership operations (server: modules/municipality). */
import { graphql } from '@/gql';

export const MUNICIPAL_DOMAINS_QUERY = graphql(`
  query MunicipalDomains {
    municipalDomains {
      domain
      memberCount
      confirmedAt
      municipality {
        code
        name
      }
    }
  }
`);

export const MEMBERS_AWAITING_MUNICIPALITY_QUERY = graphql(`
  query MembersAwaitingMunicipality($search: String, $offset: Int, $limit: Int) {
    membersAwaitingMunicipality(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        uid
        name
        email
        emailDomain
        organization
        division
        position
        domainBindable
        claimedMunicipality {
          code
          name
        }
        domainMunicipality {
          code
          name
        }
      }
    }
  }
`);

export const BIND_MUNICIPAL_DOMAIN_MUTATION = graphql(`
  mutation BindMunicipalDomain($domain: String!, $municipality: String!) {
    bindMunicipalDomain(domain: $domain, municipality: $municipality) {
      domain
    }
  }
`);

export const UNBIND_MUNICIPAL_DOMAIN_MUTATION = graphql(`
  mutation UnbindMunicipalDomain($domain: String!) {
    unbindMunicipalDomain(domain: $domain)
  }
`);

export const CONFIRM_MEMBER_MUNICIPALITY_MUTATION = graphql(`
  mutation ConfirmMemberMunicipality($uid: ID!, $municipality: String!) {
    confirmMemberMunicipality(uid: $uid, municipality: $municipality)
  }
`);
