import { graphql } from '@/gql';

export const MY_BOOKMARKS_QUERY = graphql(`
  query MyBookmarks {
    bookmarks {
      id
      section
      recordId
      note
      createdAt
      available
      solution {
        id
        title
        companyName
        categories {
          id
          name
        }
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

export const NOTE_BOOKMARK_MUTATION = graphql(`
  mutation NoteBookmark($input: BookmarkInput!) {
    addBookmark(input: $input) {
      id
      note
    }
  }
`);
