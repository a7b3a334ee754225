import { graphql } from '@/gql';

export const ListingFields = graphql(`
  fragment ListingFields on Listing {
    id
    title
    status
    revisionStatus
    reviewComment
    downloadCount
    companyName
    companyStatus
    publishedAt
    updatedAt
    values {
      title
      description
      categoryIds
      thumbnail {
        key
        name
        kind
        url
      }
      images {
        key
        name
        kind
        url
      }
      video {
        key
        name
        kind
        url
      }
      videoUrl
      detailItems
      titleItems
      explainItems
      areaIds
      offices {
        officeName
        address
      }
      document {
        key
        name
        kind
        url
      }
      initialCost
      annualCost
      pricingUnit
      freeTrial
      priceText
      supportHours
      deliveryPeriod
      certifications
    }
    links {
      grants {
        grantId
        note
        title
      }
      cases {
        caseId
        title
      }
    }
  }
`);

export const VENDOR_HOME_QUERY = graphql(`
  query VendorHome {
    myCompany {
      id
      name
      status
    }
    myListings {
      id
      title
      status
      revisionStatus
      reviewComment
      downloadCount
      updatedAt
    }
    receivedDocumentRequests {
      uid
      receiptNumber
      createdAt
      requesterSnapshot {
        organization
        division
        lastName
        firstName
      }
      items {
        id
        solutionTitle
        inquiryTypes
        contents
        status
        openedAt
        statusChangedAt
      }
    }
  }
`);

export const LISTING_QUERY = graphql(`
  query ListingForEdit($id: ID!) {
    listing(id: $id) {
      ...ListingFields
    }
  }
`);

export const CREATE_LISTING_MUTATION = graphql(`
  mutation CreateListing($input: ListingInput!, $submit: Boolean) {
    createListing(input: $input, submit: $submit) {
      id
      ...ListingFields
    }
  }
`);

export const UPDATE_LISTING_MUTATION = graphql(`
  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {
    updateListing(id: $id, input: $input, submit: $submit) {
      ...ListingFields
    }
  }
`);

export const REVIEW_QUERY = graphql(`
  query ListingReview {
    pendingCompanies {
      id
      name
      address
      corporateNumber
      url
      createdAt
    }
    listingsForReview {
      ...ListingFields
      publishedValues {
        title
        description
        categoryIds
        areaIds
        detailItems
        titleItems
        explainItems
        videoUrl
        offices {
          officeName
          address
        }
        thumbnail {
          name
          key
        }
        images {
          name
          key
        }
        video {
          name
          key
        }
        document {
          name
          key
        }
        initialCost
        annualCost
        pricingUnit
        freeTrial
        priceText
        supportHours
        deliveryPeriod
        certifications
      }
      publishedLinks {
        grants {
          grantId
          note
          title
        }
        cases {
          caseId
          title
        }
      }
    }
  }
`);

export const APPROVE_COMPANY_MUTATION = graphql(`
  mutation ApproveCompany($id: ID!) {
    approveCompany(id: $id) {
      id
      status
    }
  }
`);

export const PUBLISH_LISTING_MUTATION = graphql(`
  mutation PublishListing($id: ID!) {
    publishListing(id: $id) {
      id
      status
      revisionStatus
    }
  }
`);

export const RETURN_LISTING_MUTATION = graphql(`
  mutation ReturnListing($id: ID!, $comment: String!) {
    returnListing(id: $id, comment: $comment) {
      id
      status
      revisionStatus
      reviewComment
    }
  }
`);

/** The editor's pickers: published grants and cases by keyword (the vendor links its listing). */
export const LINK_GRANT_SEARCH_QUERY = graphql(`
  query LinkGrantSearch($criteria: SearchInput) {
    searchGrants(criteria: $criteria) {
      totalCount
      items {
        id
        title
        issuer
      }
    }
  }
`);

export const LINK_CASE_SEARCH_QUERY = graphql(`
  query LinkCaseSearch($criteria: SearchInput) {
    searchCases(criteria: $criteria) {
      totalCount
      items {
        id
        title
        organizationName
        hasSolution
      }
    }
  }
`);
