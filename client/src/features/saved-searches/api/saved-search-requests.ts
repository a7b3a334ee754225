import { graphql } from '@/gql';

export const SAVED_SEARCHES_QUERY = graphql(`
  query SavedSearches {
    savedSearches {
      id
      section
      name
      query
      alert
      count
      newCount
      lastViewedAt
      createdAt
    }
  }
`);

export const SAVE_SEARCH_MUTATION = graphql(`
  mutation SaveSearch($input: SavedSearchInput!) {
    saveSearch(input: $input) {
      id
      name
      count
    }
  }
`);

export const MARK_SAVED_SEARCH_VIEWED_MUTATION = graphql(`
  mutation MarkSavedSearchViewed($id: ID!) {
    markSavedSearchViewed(id: $id) {
      id
      newCount
      lastViewedAt
    }
  }
`);

export const SET_SAVED_SEARCH_ALERT_MUTATION = graphql(`
  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {
    setSavedSearchAlert(id: $id, alert: $alert) {
      id
      alert
    }
  }
`);

export const DELETE_SAVED_SEARCH_MUTATION = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);
