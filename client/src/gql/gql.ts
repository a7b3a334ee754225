/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CasesPage($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...CaseResultItem_case\n      }\n    }\n  }\n": typeof types.CasesPageDocument,
    "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n    }\n  }\n": typeof types.GrantDetailPageDocument,
    "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseFigures_case\n    }\n  }\n": typeof types.CaseDetailPageDocument,
    "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n    }\n  }\n": typeof types.SolutionDetailPageDocument,
    "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n": typeof types.GrantsPageDocument,
    "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"] }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SolutionConfirmPageDocument,
    "\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n": typeof types.SolutionsListPageDocument,
    "\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n": typeof types.SolutionsMainPageDocument,
    "\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": typeof types.RegisterMunicipalityDocument,
    "\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": typeof types.SyncProfileEmailDocument,
    "\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.RegisterCompanyDocument,
    "\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n": typeof types.BookmarkedIdsDocument,
    "\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n": typeof types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n": typeof types.RemoveBookmarkDocument,
    "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": typeof types.MyBookmarksDocument,
    "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n": typeof types.NoteBookmarkDocument,
    "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n": typeof types.CaseDetail_CaseFragmentDoc,
    "\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n": typeof types.UpdateCaseFiguresDocument,
    "\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n": typeof types.CaseFigures_CaseFragmentDoc,
    "\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": typeof types.CaseResultItem_CaseFragmentDoc,
    "\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n": typeof types.SimilarCasesDocument,
    "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n": typeof types.SubmitDocumentRequestDocument,
    "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n": typeof types.OverdueRequestsDocument,
    "\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n": typeof types.OpenReceivedDocumentRequestDocument,
    "\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n": typeof types.SetRequestItemStatusDocument,
    "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n": typeof types.RequestCompleteDocument,
    "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.RequestDetailDocument,
    "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n    }\n    myDocumentRequests {\n      uid\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.RequestedDocumentsDocument,
    "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    publishedAt\n    updatedAt\n  }\n": typeof types.GrantDetail_GrantFragmentDoc,
    "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n": typeof types.GrantMonthDocument,
    "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n": typeof types.GrantResultItem_GrantFragmentDoc,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n": typeof types.SubmitInquiryDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n    }\n  }\n": typeof types.ListingFieldsFragmentDoc,
    "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.VendorHomeDocument,
    "\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": typeof types.ListingForEditDocument,
    "\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n": typeof types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n": typeof types.UpdateListingDocument,
    "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n        }\n        images {\n          name\n        }\n        video {\n          name\n        }\n        document {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ListingReviewDocument,
    "\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveCompanyDocument,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n": typeof types.PublishListingDocument,
    "\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n": typeof types.ReturnListingDocument,
    "\n  query MembersAwaitingApproval($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingApproval(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        nameKana\n        email\n        emailDomain\n        emailVerified\n        organization\n        division\n        position\n        telephone\n        registeredAt\n      }\n    }\n  }\n": typeof types.MembersAwaitingApprovalDocument,
    "\n  mutation ApproveMunicipalMember($uid: ID!) {\n    approveMunicipalMember(uid: $uid) {\n      uid\n      municipalStatus\n      isMunicipality\n    }\n  }\n": typeof types.ApproveMunicipalMemberDocument,
    "\n  mutation DeclineMunicipalMember($uid: ID!, $reason: String!) {\n    declineMunicipalMember(uid: $uid, reason: $reason) {\n      uid\n      municipalStatus\n    }\n  }\n": typeof types.DeclineMunicipalMemberDocument,
    "\n  query OperatorInquiries($status: String, $search: String, $offset: Int, $limit: Int) {\n    inquiries(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        status\n        inquiryType\n        name\n        organization\n        email\n        telephone\n        body\n        fromMember\n        createdAt\n        repliedAt\n      }\n    }\n  }\n": typeof types.OperatorInquiriesDocument,
    "\n  mutation SetInquiryStatus($uid: ID!, $status: String!, $note: String) {\n    setInquiryStatus(uid: $uid, status: $status, note: $note) {\n      uid\n      status\n    }\n  }\n": typeof types.SetInquiryStatusDocument,
    "\n  mutation ReplyToInquiry($uid: ID!, $body: String!, $done: Boolean) {\n    replyToInquiry(uid: $uid, body: $body, done: $done) {\n      uid\n      status\n      repliedAt\n    }\n  }\n": typeof types.ReplyToInquiryDocument,
    "\n  query AuditEvents($filter: AuditEventFilter, $offset: Int, $limit: Int) {\n    auditEvents(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        actorUid\n        actorEmail\n        action\n        entityType\n        entityId\n        data\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  query ConsoleUsers($email: String!) {\n    users(email: $email) {\n      uid\n      email\n      emailVerified\n      disabled\n      role\n      municipalStatus\n      name\n      organization\n      companyId\n      lastSignInAt\n    }\n  }\n": typeof types.ConsoleUsersDocument,
    "\n  mutation DisableUser($uid: ID!, $reason: String!) {\n    disableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation EnableUser($uid: ID!, $reason: String!) {\n    enableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n": typeof types.UpdateMyTelephoneDocument,
    "\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n": typeof types.SetDocumentUpdateMailsDocument,
    "\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n": typeof types.MarkSavedSearchViewedDocument,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": typeof types.SetSavedSearchAlertDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation StopAlert($token: String!) {\n    stopAlert(token: $token) {\n      stopped\n      message\n    }\n  }\n": typeof types.StopAlertDocument,
    "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n": typeof types.KeywordSuggestionsDocument,
    "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": typeof types.ShortlistPanel_ShortlistFragmentDoc,
    "\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.ShortlistsDocument,
    "\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n": typeof types.ShortlistNamesDocument,
    "\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.CreateShortlistDocument,
    "\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n": typeof types.DeleteShortlistDocument,
    "\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.AddShortlistEntryDocument,
    "\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.UpdateShortlistEntryDocument,
    "\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.RemoveShortlistEntryDocument,
    "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n": typeof types.SolutionDetail_SolutionFragmentDoc,
    "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": typeof types.SolutionResultItem_SolutionFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n  }\n": typeof types.CurrentProfileDocument,
};
const documents: Documents = {
    "\n  query CasesPage($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...CaseResultItem_case\n      }\n    }\n  }\n": types.CasesPageDocument,
    "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n    }\n  }\n": types.GrantDetailPageDocument,
    "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseFigures_case\n    }\n  }\n": types.CaseDetailPageDocument,
    "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n    }\n  }\n": types.SolutionDetailPageDocument,
    "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n": types.GrantsPageDocument,
    "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"] }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n": types.SolutionConfirmPageDocument,
    "\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n": types.SolutionsListPageDocument,
    "\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n": types.SolutionsMainPageDocument,
    "\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": types.RegisterMunicipalityDocument,
    "\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": types.SyncProfileEmailDocument,
    "\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.RegisterCompanyDocument,
    "\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n": types.BookmarkedIdsDocument,
    "\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n": types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n": types.RemoveBookmarkDocument,
    "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": types.MyBookmarksDocument,
    "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n": types.NoteBookmarkDocument,
    "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n": types.CaseDetail_CaseFragmentDoc,
    "\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n": types.UpdateCaseFiguresDocument,
    "\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n": types.CaseFigures_CaseFragmentDoc,
    "\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": types.CaseResultItem_CaseFragmentDoc,
    "\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n": types.SimilarCasesDocument,
    "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n": types.SubmitDocumentRequestDocument,
    "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n": types.OverdueRequestsDocument,
    "\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n": types.OpenReceivedDocumentRequestDocument,
    "\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n": types.SetRequestItemStatusDocument,
    "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n": types.RequestCompleteDocument,
    "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.RequestDetailDocument,
    "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n    }\n    myDocumentRequests {\n      uid\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.RequestedDocumentsDocument,
    "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    publishedAt\n    updatedAt\n  }\n": types.GrantDetail_GrantFragmentDoc,
    "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n": types.GrantMonthDocument,
    "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n": types.GrantResultItem_GrantFragmentDoc,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n": types.SubmitInquiryDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n    }\n  }\n": types.ListingFieldsFragmentDoc,
    "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.VendorHomeDocument,
    "\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": types.ListingForEditDocument,
    "\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n": types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n": types.UpdateListingDocument,
    "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n        }\n        images {\n          name\n        }\n        video {\n          name\n        }\n        document {\n          name\n        }\n      }\n    }\n  }\n": types.ListingReviewDocument,
    "\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveCompanyDocument,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n": types.PublishListingDocument,
    "\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n": types.ReturnListingDocument,
    "\n  query MembersAwaitingApproval($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingApproval(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        nameKana\n        email\n        emailDomain\n        emailVerified\n        organization\n        division\n        position\n        telephone\n        registeredAt\n      }\n    }\n  }\n": types.MembersAwaitingApprovalDocument,
    "\n  mutation ApproveMunicipalMember($uid: ID!) {\n    approveMunicipalMember(uid: $uid) {\n      uid\n      municipalStatus\n      isMunicipality\n    }\n  }\n": types.ApproveMunicipalMemberDocument,
    "\n  mutation DeclineMunicipalMember($uid: ID!, $reason: String!) {\n    declineMunicipalMember(uid: $uid, reason: $reason) {\n      uid\n      municipalStatus\n    }\n  }\n": types.DeclineMunicipalMemberDocument,
    "\n  query OperatorInquiries($status: String, $search: String, $offset: Int, $limit: Int) {\n    inquiries(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        status\n        inquiryType\n        name\n        organization\n        email\n        telephone\n        body\n        fromMember\n        createdAt\n        repliedAt\n      }\n    }\n  }\n": types.OperatorInquiriesDocument,
    "\n  mutation SetInquiryStatus($uid: ID!, $status: String!, $note: String) {\n    setInquiryStatus(uid: $uid, status: $status, note: $note) {\n      uid\n      status\n    }\n  }\n": types.SetInquiryStatusDocument,
    "\n  mutation ReplyToInquiry($uid: ID!, $body: String!, $done: Boolean) {\n    replyToInquiry(uid: $uid, body: $body, done: $done) {\n      uid\n      status\n      repliedAt\n    }\n  }\n": types.ReplyToInquiryDocument,
    "\n  query AuditEvents($filter: AuditEventFilter, $offset: Int, $limit: Int) {\n    auditEvents(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        actorUid\n        actorEmail\n        action\n        entityType\n        entityId\n        data\n        createdAt\n      }\n    }\n  }\n": types.AuditEventsDocument,
    "\n  query ConsoleUsers($email: String!) {\n    users(email: $email) {\n      uid\n      email\n      emailVerified\n      disabled\n      role\n      municipalStatus\n      name\n      organization\n      companyId\n      lastSignInAt\n    }\n  }\n": types.ConsoleUsersDocument,
    "\n  mutation DisableUser($uid: ID!, $reason: String!) {\n    disableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation EnableUser($uid: ID!, $reason: String!) {\n    enableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n": types.EnableUserDocument,
    "\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n": types.UpdateMyTelephoneDocument,
    "\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n": types.SetDocumentUpdateMailsDocument,
    "\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n": types.MarkSavedSearchViewedDocument,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": types.SetSavedSearchAlertDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation StopAlert($token: String!) {\n    stopAlert(token: $token) {\n      stopped\n      message\n    }\n  }\n": types.StopAlertDocument,
    "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n": types.KeywordSuggestionsDocument,
    "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": types.ShortlistPanel_ShortlistFragmentDoc,
    "\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.ShortlistsDocument,
    "\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n": types.ShortlistNamesDocument,
    "\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.CreateShortlistDocument,
    "\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n": types.DeleteShortlistDocument,
    "\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.AddShortlistEntryDocument,
    "\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.UpdateShortlistEntryDocument,
    "\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.RemoveShortlistEntryDocument,
    "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n": types.SolutionDetail_SolutionFragmentDoc,
    "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": types.SolutionResultItem_SolutionFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n  }\n": types.CurrentProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasesPage($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...CaseResultItem_case\n      }\n    }\n  }\n"): (typeof documents)["\n  query CasesPage($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...CaseResultItem_case\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n    }\n  }\n"): (typeof documents)["\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseFigures_case\n    }\n  }\n"): (typeof documents)["\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseFigures_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n    }\n  }\n"): (typeof documents)["\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"] }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"] }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n"): (typeof documents)["\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n"): (typeof documents)["\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n"): (typeof documents)["\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"): (typeof documents)["\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n    }\n    myDocumentRequests {\n      uid\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n    }\n    myDocumentRequests {\n      uid\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n"): (typeof documents)["\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n        }\n        images {\n          name\n        }\n        video {\n          name\n        }\n        document {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n        }\n        images {\n          name\n        }\n        video {\n          name\n        }\n        document {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n"): (typeof documents)["\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersAwaitingApproval($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingApproval(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        nameKana\n        email\n        emailDomain\n        emailVerified\n        organization\n        division\n        position\n        telephone\n        registeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembersAwaitingApproval($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingApproval(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        nameKana\n        email\n        emailDomain\n        emailVerified\n        organization\n        division\n        position\n        telephone\n        registeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveMunicipalMember($uid: ID!) {\n    approveMunicipalMember(uid: $uid) {\n      uid\n      municipalStatus\n      isMunicipality\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveMunicipalMember($uid: ID!) {\n    approveMunicipalMember(uid: $uid) {\n      uid\n      municipalStatus\n      isMunicipality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineMunicipalMember($uid: ID!, $reason: String!) {\n    declineMunicipalMember(uid: $uid, reason: $reason) {\n      uid\n      municipalStatus\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineMunicipalMember($uid: ID!, $reason: String!) {\n    declineMunicipalMember(uid: $uid, reason: $reason) {\n      uid\n      municipalStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorInquiries($status: String, $search: String, $offset: Int, $limit: Int) {\n    inquiries(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        status\n        inquiryType\n        name\n        organization\n        email\n        telephone\n        body\n        fromMember\n        createdAt\n        repliedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OperatorInquiries($status: String, $search: String, $offset: Int, $limit: Int) {\n    inquiries(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        status\n        inquiryType\n        name\n        organization\n        email\n        telephone\n        body\n        fromMember\n        createdAt\n        repliedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInquiryStatus($uid: ID!, $status: String!, $note: String) {\n    setInquiryStatus(uid: $uid, status: $status, note: $note) {\n      uid\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetInquiryStatus($uid: ID!, $status: String!, $note: String) {\n    setInquiryStatus(uid: $uid, status: $status, note: $note) {\n      uid\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToInquiry($uid: ID!, $body: String!, $done: Boolean) {\n    replyToInquiry(uid: $uid, body: $body, done: $done) {\n      uid\n      status\n      repliedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToInquiry($uid: ID!, $body: String!, $done: Boolean) {\n    replyToInquiry(uid: $uid, body: $body, done: $done) {\n      uid\n      status\n      repliedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents($filter: AuditEventFilter, $offset: Int, $limit: Int) {\n    auditEvents(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        actorUid\n        actorEmail\n        action\n        entityType\n        entityId\n        data\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEvents($filter: AuditEventFilter, $offset: Int, $limit: Int) {\n    auditEvents(filter: $filter, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        actorUid\n        actorEmail\n        action\n        entityType\n        entityId\n        data\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUsers($email: String!) {\n    users(email: $email) {\n      uid\n      email\n      emailVerified\n      disabled\n      role\n      municipalStatus\n      name\n      organization\n      companyId\n      lastSignInAt\n    }\n  }\n"): (typeof documents)["\n  query ConsoleUsers($email: String!) {\n    users(email: $email) {\n      uid\n      email\n      emailVerified\n      disabled\n      role\n      municipalStatus\n      name\n      organization\n      companyId\n      lastSignInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($uid: ID!, $reason: String!) {\n    disableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($uid: ID!, $reason: String!) {\n    disableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($uid: ID!, $reason: String!) {\n    enableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($uid: ID!, $reason: String!) {\n    enableUser(uid: $uid, reason: $reason) {\n      uid\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n"): (typeof documents)["\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n"): (typeof documents)["\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopAlert($token: String!) {\n    stopAlert(token: $token) {\n      stopped\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StopAlert($token: String!) {\n    stopAlert(token: $token) {\n      stopped\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n"): (typeof documents)["\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"): (typeof documents)["\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"): (typeof documents)["\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"): (typeof documents)["\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n  }\n"): (typeof documents)["\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;