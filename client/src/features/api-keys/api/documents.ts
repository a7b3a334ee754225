/** API keys: a user's own, and their municipality's members' for its administrators (server: modules/api-key). */
import { graphql } from '@/gql';

export const MY_API_KEYS_QUERY = graphql(`
  query MyApiKeys {
    myApiKeys {
      id
      name
      shown
      scope
      state
      createdAt
      expiresAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CREATE_API_KEY_MUTATION = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        id
        name
        shown
        scope
        state
        createdAt
        expiresAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

export const REVOKE_API_KEY_MUTATION = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      state
    }
  }
`);

export const MUNICIPAL_API_KEYS_QUERY = graphql(`
  query MunicipalApiKeys {
    municipalApiKeys {
      id
      name
      shown
      state
      ownerName
      ownerEmail
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

export const REVOKE_MUNICIPAL_API_KEY_MUTATION = graphql(`
  mutation RevokeMunicipalApiKey($id: ID!) {
    revokeMunicipalApiKey(id: $id) {
      id
      state
    }
  }
`);
