/** The shared-shortlist operations, typed from the schema. */
import { graphql } from '@/gql';

export const ShortlistPanel_shortlist = graphql(`
  fragment ShortlistPanel_shortlist on ShortlistView {
    id
    name
    createdBy
    createdAt
    entries {
      id
      section
      recordId
      status
      note
      addedBy
      addedAt
      updatedBy
      updatedAt
      available
      solution {
        id
        uid
        title
        companyName
      }
      grant {
        id
        title
        issuer
        applicationEnd
        applicationStatus
        daysLeft
      }
      case {
        id
        title
        organizationName
      }
    }
  }
`);

export const SHORTLISTS_QUERY = graphql(`
  query Shortlists {
    shortlists {
      id
      ...ShortlistPanel_shortlist
    }
  }
`);

export const SHORTLIST_NAMES_QUERY = graphql(`
  query ShortlistNames {
    shortlists {
      id
      name
      entries {
        section
        recordId
      }
    }
  }
`);

export const CREATE_SHORTLIST_MUTATION = graphql(`
  mutation CreateShortlist($name: String!) {
    createShortlist(name: $name) {
      id
      ...ShortlistPanel_shortlist
    }
  }
`);

export const DELETE_SHORTLIST_MUTATION = graphql(`
  mutation DeleteShortlist($id: ID!) {
    deleteShortlist(id: $id)
  }
`);

export const ADD_SHORTLIST_ENTRY_MUTATION = graphql(`
  mutation AddShortlistEntry($input: ShortlistEntryInput!) {
    addShortlistEntry(input: $input) {
      id
      ...ShortlistPanel_shortlist
    }
  }
`);

export const UPDATE_SHORTLIST_ENTRY_MUTATION = graphql(`
  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {
    updateShortlistEntry(input: $input) {
      id
      ...ShortlistPanel_shortlist
    }
  }
`);

export const REMOVE_SHORTLIST_ENTRY_MUTATION = graphql(`
  mutation RemoveShortlistEntry($entryId: ID!) {
    removeShortlistEntry(entryId: $entryId) {
      id
      ...ShortlistPanel_shortlist
    }
  }
`);

export const MY_MUNICIPALITY_QUERY = graphql(`
  query MyMunicipality {
    myMunicipality {
      state
      organization
      municipality {
        code
        name
      }
    }
  }
`);
