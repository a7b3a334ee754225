import { graphql } from '@/gql';

export const REGISTER_MUNICIPALITY_MUTATION = graphql(`
  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {
    registerMunicipality(input: $input) {
      uid
      email
      isMunicipality
      municipalStatus
    }
  }
`);

export const SYNC_PROFILE_EMAIL_MUTATION = graphql(`
  mutation SyncProfileEmail {
    syncProfileEmail {
      uid
      email
      isMunicipality
      municipalStatus
    }
  }
`);

export const REGISTER_COMPANY_MUTATION = graphql(`
  mutation RegisterCompany($input: CompanyRegistrationInput!) {
    registerCompany(input: $input) {
      id
      name
      status
    }
  }
`);
