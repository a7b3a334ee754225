/** The bookmark operations, typed from the schema; read and sent through lib/apollo-operations. */
import { graphql } from '@/gql';

export const BOOKMARKED_IDS_QUERY = graphql(`
  query BookmarkedIds($section: Section!) {
    bookmarkedIds(section: $section)
  }
`);

export const ADD_BOOKMARK_MUTATION = graphql(`
  mutation AddBookmark($input: BookmarkInput!) {
    addBookmark(input: $input) {
      id
      recordId
      note
    }
  }
`);

export const REMOVE_BOOKMARK_MUTATION = graphql(`
  mutation RemoveBookmark($section: Section!, $recordId: ID!) {
    removeBookmark(section: $section, recordId: $recordId)
  }
`);
