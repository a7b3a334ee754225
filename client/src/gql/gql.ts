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
    "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n      ...GrantLinks_grant\n    }\n  }\n": typeof types.GrantDetailPageDocument,
    "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseLinks_case\n      ...CaseFigures_case\n    }\n  }\n": typeof types.CaseDetailPageDocument,
    "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n      ...SolutionLinks_solution\n    }\n  }\n": typeof types.SolutionDetailPageDocument,
    "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n": typeof types.GrantsPageDocument,
    "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"], sort: newest }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SolutionConfirmPageDocument,
    "\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n": typeof types.SolutionsListPageDocument,
    "\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n": typeof types.SolutionsMainPageDocument,
    "\n  query MunicipalityOptions($search: String!, $limit: Int) {\n    municipalities(search: $search, limit: $limit) {\n      code\n      name\n      reading\n      qualifiedName\n      prefectureName\n      kind\n      kindLabel\n      population\n    }\n  }\n": typeof types.MunicipalityOptionsDocument,
    "\n  mutation StepUpSecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n    }\n  }\n": typeof types.StepUpSecondFactorDocument,
    "\n  query MyApiKeys {\n    myApiKeys {\n      id\n      name\n      shown\n      scope\n      state\n      createdAt\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.MyApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n        shown\n        scope\n        state\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query MunicipalApiKeys {\n    municipalApiKeys {\n      id\n      name\n      shown\n      state\n      ownerName\n      ownerEmail\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": typeof types.MunicipalApiKeysDocument,
    "\n  mutation RevokeMunicipalApiKey($id: ID!) {\n    revokeMunicipalApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RevokeMunicipalApiKeyDocument,
    "\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": typeof types.RegisterMunicipalityDocument,
    "\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": typeof types.SyncProfileEmailDocument,
    "\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.RegisterCompanyDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      required\n      enrolled\n      verified\n      verifiedAt\n      stepUpSeconds\n    }\n  }\n": typeof types.SecondFactorStatusDocument,
    "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": typeof types.StartSecondFactorEnrolmentDocument,
    "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n      recoveryCodes\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  query SingleSignOnProviders {\n    singleSignOnProviders {\n      municipalityCode\n      municipalityName\n      allowedDomains\n    }\n  }\n": typeof types.SingleSignOnProvidersDocument,
    "\n  mutation RedeemSingleSignOn($code: String!) {\n    redeemSingleSignOn(code: $code)\n  }\n": typeof types.RedeemSingleSignOnDocument,
    "\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n": typeof types.BookmarkedIdsDocument,
    "\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n": typeof types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n": typeof types.RemoveBookmarkDocument,
    "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": typeof types.MyBookmarksDocument,
    "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n": typeof types.NoteBookmarkDocument,
    "\n  fragment CaseProposalFields on CaseProposal {\n    id\n    status\n    consent\n    reviewComment\n    caseId\n    companyName\n    submittedAt\n    updatedAt\n    values {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n    returnedValues {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n  }\n": typeof types.CaseProposalFieldsFragmentDoc,
    "\n  query MyCaseProposals {\n    myCaseProposals {\n      ...CaseProposalFields\n    }\n  }\n": typeof types.MyCaseProposalsDocument,
    "\n  query CaseProposalForm {\n    myListings {\n      id\n      title\n      status\n    }\n  }\n": typeof types.CaseProposalFormDocument,
    "\n  query CaseProposal($id: ID!) {\n    caseProposal(id: $id) {\n      ...CaseProposalFields\n    }\n  }\n": typeof types.CaseProposalDocument,
    "\n  query CaseProposalsForReview {\n    caseProposalsForReview {\n      ...CaseProposalFields\n    }\n  }\n": typeof types.CaseProposalsForReviewDocument,
    "\n  mutation CreateCaseProposal($input: CaseProposalInput!, $submit: Boolean) {\n    createCaseProposal(input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n": typeof types.CreateCaseProposalDocument,
    "\n  mutation UpdateCaseProposal($id: ID!, $input: CaseProposalInput!, $submit: Boolean) {\n    updateCaseProposal(id: $id, input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n": typeof types.UpdateCaseProposalDocument,
    "\n  mutation WithdrawCaseProposal($id: ID!) {\n    withdrawCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n": typeof types.WithdrawCaseProposalDocument,
    "\n  mutation PublishCaseProposal($id: ID!) {\n    publishCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n": typeof types.PublishCaseProposalDocument,
    "\n  mutation ReturnCaseProposal($id: ID!, $comment: String!) {\n    returnCaseProposal(id: $id, comment: $comment) {\n      id\n      status\n      caseId\n    }\n  }\n": typeof types.ReturnCaseProposalDocument,
    "\n  query ProposalGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n": typeof types.ProposalGrantSearchDocument,
    "\n  query OwnMunicipalityCases($ids: [ID!]!) {\n    ownMunicipalityCases(ids: $ids)\n  }\n": typeof types.OwnMunicipalityCasesDocument,
    "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    images {\n      url\n      thumbnailUrl\n      alt\n    }\n    ownMunicipality\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n": typeof types.CaseDetail_CaseFragmentDoc,
    "\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n": typeof types.UpdateCaseFiguresDocument,
    "\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n": typeof types.CaseFigures_CaseFragmentDoc,
    "\n  mutation SetCaseGrants($caseId: ID!, $grantIds: [ID!]!) {\n    setCaseGrants(caseId: $caseId, grantIds: $grantIds) {\n      id\n    }\n  }\n": typeof types.SetCaseGrantsDocument,
    "\n  fragment CaseLinks_case on Case {\n    id\n    solution {\n      id\n      title\n      companyName\n    }\n    grants {\n      id\n      title\n      issuer\n      applicationStatus\n      daysLeft\n    }\n  }\n": typeof types.CaseLinks_CaseFragmentDoc,
    "\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": typeof types.CaseResultItem_CaseFragmentDoc,
    "\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n": typeof types.SimilarCasesDocument,
    "\n  query CompanyTeam {\n    companyTeam {\n      companyName\n      isAdministrator\n      members {\n        uid\n        name\n        email\n        role\n        isSelf\n      }\n      invitations {\n        id\n        email\n        role\n        expiresAt\n      }\n    }\n  }\n": typeof types.CompanyTeamDocument,
    "\n  mutation InviteCompanyMember($email: String!, $role: String!) {\n    inviteCompanyMember(email: $email, role: $role) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": typeof types.InviteCompanyMemberDocument,
    "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id)\n  }\n": typeof types.RevokeCompanyInvitationDocument,
    "\n  mutation SetCompanyMemberRole($uid: ID!, $role: String!) {\n    setCompanyMemberRole(uid: $uid, role: $role)\n  }\n": typeof types.SetCompanyMemberRoleDocument,
    "\n  mutation RemoveCompanyMember($uid: ID!) {\n    removeCompanyMember(uid: $uid)\n  }\n": typeof types.RemoveCompanyMemberDocument,
    "\n  query CompanyInvitation($token: String!) {\n    companyInvitation(token: $token) {\n      companyName\n      email\n      role\n      state\n      expiresAt\n      addressMatches\n    }\n  }\n": typeof types.CompanyInvitationDocument,
    "\n  mutation AcceptCompanyInvitation($token: String!) {\n    acceptCompanyInvitation(token: $token) {\n      companyName\n      state\n    }\n  }\n": typeof types.AcceptCompanyInvitationDocument,
    "\n  query ReceivedRequestHandlings {\n    companyTeam {\n      members {\n        uid\n        name\n      }\n    }\n    receivedRequestHandlings {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.ReceivedRequestHandlingsDocument,
    "\n  mutation AssignReceivedRequest($uid: ID!, $assigneeUid: ID) {\n    assignReceivedRequest(uid: $uid, assigneeUid: $assigneeUid) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.AssignReceivedRequestDocument,
    "\n  mutation AddReceivedRequestNote($uid: ID!, $body: String!) {\n    addReceivedRequestNote(uid: $uid, body: $body) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.AddReceivedRequestNoteDocument,
    "\n  query CompanyWebhook {\n    companyWebhook {\n      url\n      updatedAt\n      deliveries {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.CompanyWebhookDocument,
    "\n  mutation SaveCompanyWebhook($url: String!) {\n    saveCompanyWebhook(url: $url) {\n      url\n      secret\n    }\n  }\n": typeof types.SaveCompanyWebhookDocument,
    "\n  mutation DeleteCompanyWebhook {\n    deleteCompanyWebhook\n  }\n": typeof types.DeleteCompanyWebhookDocument,
    "\n  mutation SendCompanyWebhookTest {\n    sendCompanyWebhookTest {\n      id\n      event\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      nextAttemptAt\n    }\n  }\n": typeof types.SendCompanyWebhookTestDocument,
    "\n  query SolutionComparison($ids: [ID!]!) {\n    solutionComparison(ids: $ids) {\n      columns {\n        id\n        title\n        companyName\n        path\n      }\n      rows {\n        key\n        label\n        differs\n        cells {\n          values\n          text\n          empty\n          links {\n            label\n            path\n          }\n        }\n      }\n    }\n  }\n": typeof types.SolutionComparisonDocument,
    "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n": typeof types.SubmitDocumentRequestDocument,
    "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n": typeof types.OverdueRequestsDocument,
    "\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n": typeof types.OpenReceivedDocumentRequestDocument,
    "\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n": typeof types.SetRequestItemStatusDocument,
    "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n": typeof types.RequestCompleteDocument,
    "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.RequestDetailDocument,
    "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n      currentDownloadPath\n    }\n    myDocumentRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.RequestedDocumentsDocument,
    "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    applicantKinds\n    budgetKind\n    applicationStartTime\n    applicationEndTime\n    contact\n    source\n    sourceUrl\n    attachments {\n      id\n      kind\n      title\n      fileName\n      size\n      url\n    }\n    publishedAt\n    updatedAt\n  }\n": typeof types.GrantDetail_GrantFragmentDoc,
    "\n  fragment GrantLinks_grant on Grant {\n    solutions {\n      id\n      title\n      companyName\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n": typeof types.GrantLinks_GrantFragmentDoc,
    "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n": typeof types.GrantMonthDocument,
    "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n": typeof types.GrantResultItem_GrantFragmentDoc,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n": typeof types.SubmitInquiryDocument,
    "\n  query ListingInsights($from: String, $to: String, $listingId: ID) {\n    listingInsights(from: $from, to: $to, listingId: $listingId) {\n      from\n      to\n      listings {\n        id\n        title\n      }\n      totals {\n        segment\n        label\n        event\n        count\n        display\n      }\n      daily {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byRegion {\n        segment\n        label\n        event\n        count\n        display\n      }\n      bySize {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byKind {\n        segment\n        label\n        event\n        count\n        display\n      }\n      responseTimes {\n        requests\n        firstOpenHours\n        answerHours\n        platformFirstOpenHours\n        platformAnswerHours\n      }\n      platformTotals {\n        segment\n        label\n        event\n        count\n        display\n      }\n    }\n  }\n": typeof types.ListingInsightsDocument,
    "\n  mutation RecordListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n": typeof types.RecordListingEventsDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n      initialCost\n      annualCost\n      pricingUnit\n      freeTrial\n      priceText\n      supportHours\n      deliveryPeriod\n      certifications\n    }\n    links {\n      grants {\n        grantId\n        note\n        title\n      }\n      cases {\n        caseId\n        title\n      }\n    }\n  }\n": typeof types.ListingFieldsFragmentDoc,
    "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      receiptNumber\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": typeof types.VendorHomeDocument,
    "\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": typeof types.ListingForEditDocument,
    "\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n": typeof types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n": typeof types.UpdateListingDocument,
    "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n          key\n        }\n        images {\n          name\n          key\n        }\n        video {\n          name\n          key\n        }\n        document {\n          name\n          key\n        }\n        initialCost\n        annualCost\n        pricingUnit\n        freeTrial\n        priceText\n        supportHours\n        deliveryPeriod\n        certifications\n      }\n      publishedLinks {\n        grants {\n          grantId\n          note\n          title\n        }\n        cases {\n          caseId\n          title\n        }\n      }\n    }\n  }\n": typeof types.ListingReviewDocument,
    "\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveCompanyDocument,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n": typeof types.PublishListingDocument,
    "\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n": typeof types.ReturnListingDocument,
    "\n  query LinkGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n": typeof types.LinkGrantSearchDocument,
    "\n  query LinkCaseSearch($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        hasSolution\n      }\n    }\n  }\n": typeof types.LinkCaseSearchDocument,
    "\n  query MyMunicipalAdministration {\n    myMunicipalAdministration {\n      isAdministrator\n      requested\n      hasAdministrator\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.MyMunicipalAdministrationDocument,
    "\n  mutation RequestMunicipalAdministrator {\n    requestMunicipalAdministrator {\n      isAdministrator\n      requested\n      hasAdministrator\n    }\n  }\n": typeof types.RequestMunicipalAdministratorDocument,
    "\n  query MunicipalStaff {\n    municipalStaff {\n      municipality {\n        code\n        name\n      }\n      members {\n        uid\n        name\n        email\n        division\n        position\n        isAdministrator\n        lastSignInAt\n      }\n      invitations {\n        id\n        email\n        division\n        expiresAt\n      }\n    }\n  }\n": typeof types.MunicipalStaffDocument,
    "\n  mutation InviteMunicipalMember($email: String!, $division: String!) {\n    inviteMunicipalMember(email: $email, division: $division) {\n      id\n      email\n      division\n      expiresAt\n    }\n  }\n": typeof types.InviteMunicipalMemberDocument,
    "\n  mutation RevokeMunicipalInvitation($id: ID!) {\n    revokeMunicipalInvitation(id: $id)\n  }\n": typeof types.RevokeMunicipalInvitationDocument,
    "\n  mutation ChangeMunicipalMemberDivision($uid: ID!, $division: String!) {\n    changeMunicipalMemberDivision(uid: $uid, division: $division)\n  }\n": typeof types.ChangeMunicipalMemberDivisionDocument,
    "\n  mutation AppointMunicipalAdministrator($uid: ID!) {\n    appointMunicipalAdministrator(uid: $uid)\n  }\n": typeof types.AppointMunicipalAdministratorDocument,
    "\n  mutation StepDownMunicipalAdministrator($successorUid: ID) {\n    stepDownMunicipalAdministrator(successorUid: $successorUid)\n  }\n": typeof types.StepDownMunicipalAdministratorDocument,
    "\n  mutation HandOverMunicipalMember($fromUid: ID!, $toUid: ID!) {\n    handOverMunicipalMember(fromUid: $fromUid, toUid: $toUid) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n": typeof types.HandOverMunicipalMemberDocument,
    "\n  mutation RemoveMunicipalMember($uid: ID!, $handOverTo: ID) {\n    removeMunicipalMember(uid: $uid, handOverTo: $handOverTo) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n": typeof types.RemoveMunicipalMemberDocument,
    "\n  query MunicipalInvitation($token: String!) {\n    municipalInvitation(token: $token) {\n      email\n      division\n      state\n      expiresAt\n      addressMatches\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.MunicipalInvitationDocument,
    "\n  mutation AcceptMunicipalInvitation($token: String!) {\n    acceptMunicipalInvitation(token: $token) {\n      state\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.AcceptMunicipalInvitationDocument,
    "\n  query MunicipalAdministratorRequests {\n    municipalAdministratorRequests {\n      uid\n      name\n      email\n      division\n      requestedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.MunicipalAdministratorRequestsDocument,
    "\n  mutation GrantMunicipalAdministrator($municipalityCode: String!, $uid: ID!) {\n    grantMunicipalAdministrator(municipalityCode: $municipalityCode, uid: $uid)\n  }\n": typeof types.GrantMunicipalAdministratorDocument,
    "\n  query MySignedInDevices {\n    mySignedInDevices {\n      id\n      userAgent\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySignedInDevicesDocument,
    "\n  mutation SignOutOtherDevices($id: ID) {\n    signOutOtherDevices(id: $id)\n  }\n": typeof types.SignOutOtherDevicesDocument,
    "\n  query MunicipalPolicy {\n    municipalPolicy {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n": typeof types.MunicipalPolicyDocument,
    "\n  mutation SaveMunicipalPolicy($secondFactorRequired: Boolean!) {\n    saveMunicipalPolicy(secondFactorRequired: $secondFactorRequired) {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n": typeof types.SaveMunicipalPolicyDocument,
    "\n  query MunicipalSso($municipalityCode: ID!) {\n    singleSignOnCallbackUrl\n    municipalSso(municipalityCode: $municipalityCode) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n": typeof types.MunicipalSsoDocument,
    "\n  mutation SaveMunicipalSso($input: MunicipalSsoSettingInput!) {\n    saveMunicipalSso(input: $input) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n": typeof types.SaveMunicipalSsoDocument,
    "\n  query FollowedIds($topic: String!) {\n    followedIds(topic: $topic)\n  }\n": typeof types.FollowedIdsDocument,
    "\n  mutation Follow($input: FollowInput!) {\n    follow(input: $input) {\n      following\n      message\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($input: FollowInput!) {\n    unfollow(input: $input)\n  }\n": typeof types.UnfollowDocument,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    kinds {\n      kind\n      label\n      description\n      frequency\n      frequencies\n    }\n    alwaysSent\n    follows {\n      topic\n      topicId\n      title\n      available\n    }\n    addresses {\n      address\n      role\n      verified\n      pausedAt\n      pauseReason\n    }\n  }\n": typeof types.NotificationSettingsFieldsFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation SetNotificationFrequency($kind: String!, $frequency: String!) {\n    setNotificationFrequency(kind: $kind, frequency: $frequency) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.SetNotificationFrequencyDocument,
    "\n  mutation AddDeliveryAddress($address: String!) {\n    addDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.AddDeliveryAddressDocument,
    "\n  mutation VerifyDeliveryAddress($code: String!) {\n    verifyDeliveryAddress(code: $code) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.VerifyDeliveryAddressDocument,
    "\n  mutation RemoveDeliveryAddress {\n    removeDeliveryAddress {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.RemoveDeliveryAddressDocument,
    "\n  mutation ResumeDeliveryAddress($address: String!) {\n    resumeDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.ResumeDeliveryAddressDocument,
    "\n  mutation StopNotification($token: String!) {\n    stopNotification(token: $token) {\n      kind\n      message\n    }\n  }\n": typeof types.StopNotificationDocument,
    "\n  fragment EditorialCaseFields on EditorialCase {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    municipality {\n      code\n      name\n      prefectureId\n      kind\n    }\n    fundingGrants {\n      id\n      title\n    }\n    solutionTitle\n    values {\n      title\n      summary\n      municipalityCode\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionName\n      vendorName\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grantIds\n      images {\n        alt\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n": typeof types.EditorialCaseFieldsFragmentDoc,
    "\n  query EditorialCase($id: ID!) {\n    editorialCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.EditorialCaseDocument,
    "\n  mutation CreateCase($input: CaseInput!) {\n    createCase(input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.CreateCaseDocument,
    "\n  mutation UpdateCase($id: ID!, $input: CaseInput!) {\n    updateCase(id: $id, input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.UpdateCaseDocument,
    "\n  mutation PublishCase($id: ID!) {\n    publishCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.PublishCaseDocument,
    "\n  mutation ScheduleCase($id: ID!, $date: String!, $time: String!) {\n    scheduleCase(id: $id, date: $date, time: $time) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.ScheduleCaseDocument,
    "\n  mutation WithdrawCase($id: ID!, $reason: String!) {\n    withdrawCase(id: $id, reason: $reason) {\n      ...EditorialCaseFields\n    }\n  }\n": typeof types.WithdrawCaseDocument,
    "\n  query GrantChoices($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n      }\n    }\n  }\n": typeof types.GrantChoicesDocument,
    "\n  query SolutionChoices($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        companyName\n      }\n    }\n  }\n": typeof types.SolutionChoicesDocument,
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
    "\n  query ConsoleCounts {\n    consoleCounts {\n      membersAwaitingApproval\n      membersAwaitingMunicipality\n      companiesAwaitingApproval\n      listingsAwaitingReview\n      caseProposalsAwaitingReview\n      openInquiries\n      inquiriesInProgress\n      overdueRequests\n    }\n  }\n": typeof types.ConsoleCountsDocument,
    "\n  query EditorialGrants($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialGrants(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        issuer\n        status\n        publishedAt\n        updatedAt\n        applicationEnd\n        source\n      }\n    }\n  }\n": typeof types.EditorialGrantsDocument,
    "\n  query EditorialCases($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialCases(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        municipalityName\n        status\n        publishedAt\n        updatedAt\n        source\n      }\n    }\n  }\n": typeof types.EditorialCasesDocument,
    "\n  fragment EditorialGrantFields on EditorialGrant {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    sourceUrl\n    values {\n      title\n      description\n      issuer\n      organization\n      ministry\n      applicantKinds\n      targetBodies\n      targetCityKinds\n      categoryIds\n      areaIds\n      fiscalYear\n      budgetKind\n      subsidyRateText\n      amountText\n      amountMax\n      eligibleCosts\n      targetText\n      applicationStart\n      applicationStartTime\n      applicationEnd\n      applicationEndTime\n      url\n      guidelineUrl\n      contact\n      attachments {\n        kind\n        title\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n": typeof types.EditorialGrantFieldsFragmentDoc,
    "\n  query EditorialGrant($id: ID!) {\n    editorialGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.EditorialGrantDocument,
    "\n  mutation CreateGrant($input: GrantInput!) {\n    createGrant(input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.CreateGrantDocument,
    "\n  mutation UpdateGrant($id: ID!, $input: GrantInput!) {\n    updateGrant(id: $id, input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.UpdateGrantDocument,
    "\n  mutation PublishGrant($id: ID!) {\n    publishGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.PublishGrantDocument,
    "\n  mutation ScheduleGrant($id: ID!, $date: String!, $time: String!) {\n    scheduleGrant(id: $id, date: $date, time: $time) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.ScheduleGrantDocument,
    "\n  mutation WithdrawGrant($id: ID!, $reason: String!) {\n    withdrawGrant(id: $id, reason: $reason) {\n      ...EditorialGrantFields\n    }\n  }\n": typeof types.WithdrawGrantDocument,
    "\n  fragment RevisionFields on RecordRevisionView {\n    id\n    action\n    actorName\n    reason\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.RevisionFieldsFragmentDoc,
    "\n  query GrantHistory($id: ID!) {\n    editorialGrant(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    grantHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n": typeof types.GrantHistoryDocument,
    "\n  query CaseHistory($id: ID!) {\n    editorialCase(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    caseHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n": typeof types.CaseHistoryDocument,
    "\n  mutation PreviewImport($input: ImportInput!) {\n    previewImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n": typeof types.PreviewImportDocument,
    "\n  mutation RunImport($input: ImportInput!) {\n    runImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n": typeof types.RunImportDocument,
    "\n  query MunicipalDomains {\n    municipalDomains {\n      domain\n      memberCount\n      confirmedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.MunicipalDomainsDocument,
    "\n  query MembersAwaitingMunicipality($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingMunicipality(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        email\n        emailDomain\n        organization\n        division\n        position\n        domainBindable\n        claimedMunicipality {\n          code\n          name\n        }\n        domainMunicipality {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.MembersAwaitingMunicipalityDocument,
    "\n  mutation BindMunicipalDomain($domain: String!, $municipality: String!) {\n    bindMunicipalDomain(domain: $domain, municipality: $municipality) {\n      domain\n    }\n  }\n": typeof types.BindMunicipalDomainDocument,
    "\n  mutation UnbindMunicipalDomain($domain: String!) {\n    unbindMunicipalDomain(domain: $domain)\n  }\n": typeof types.UnbindMunicipalDomainDocument,
    "\n  mutation ConfirmMemberMunicipality($uid: ID!, $municipality: String!) {\n    confirmMemberMunicipality(uid: $uid, municipality: $municipality)\n  }\n": typeof types.ConfirmMemberMunicipalityDocument,
    "\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n": typeof types.UpdateMyTelephoneDocument,
    "\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n": typeof types.SetDocumentUpdateMailsDocument,
    "\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  fragment RfiFields on Rfi {\n    id\n    kind\n    title\n    background\n    origin\n    shortlistId\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    mine\n    updatedAt\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    invitations {\n      id\n      companyName\n      solutionIds\n      solutions {\n        id\n        title\n      }\n      openedAt\n      submittedAt\n      late\n      lateAllowed\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n    }\n    outcome\n    outcomeCompanyName\n    outcomeInvitationId\n    outcomeAmount\n    outcomeReason\n    closedAt\n  }\n": typeof types.RfiFieldsFragmentDoc,
    "\n  query Rfis {\n    rfis {\n      id\n      kind\n      title\n      status\n      deadline\n      sentAt\n      mine\n      contactName\n      outcome\n      invitations {\n        id\n        submittedAt\n      }\n    }\n  }\n": typeof types.RfisDocument,
    "\n  query Rfi($id: ID!) {\n    rfi(id: $id) {\n      ...RfiFields\n    }\n  }\n": typeof types.RfiDocument,
    "\n  query RfiComparison($id: ID!, $years: Int) {\n    rfiComparison(id: $id, years: $years) {\n      rfiId\n      years\n      asked\n      answered\n      reasonSentence\n      columns {\n        invitationId\n        companyName\n        submittedAt\n        late\n      }\n      rows {\n        role\n        label\n        cells\n        amounts\n        differs\n        lowest\n      }\n    }\n  }\n": typeof types.RfiComparisonDocument,
    "\n  mutation CreateRfi($input: RfiInput!) {\n    createRfi(input: $input) {\n      ...RfiFields\n    }\n  }\n": typeof types.CreateRfiDocument,
    "\n  mutation UpdateRfi($id: ID!, $input: RfiInput!) {\n    updateRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n": typeof types.UpdateRfiDocument,
    "\n  query ShortlistRfis($shortlistId: ID!) {\n    shortlistRfis(shortlistId: $shortlistId) {\n      id\n      kind\n      title\n      status\n      outcome\n      deadline\n      contactName\n      mine\n    }\n  }\n": typeof types.ShortlistRfisDocument,
    "\n  mutation SendRfi($id: ID!) {\n    sendRfi(id: $id) {\n      ...RfiFields\n    }\n  }\n": typeof types.SendRfiDocument,
    "\n  mutation AllowLateRfiAnswer($id: ID!, $invitationId: ID!) {\n    allowLateRfiAnswer(id: $id, invitationId: $invitationId) {\n      ...RfiFields\n    }\n  }\n": typeof types.AllowLateRfiAnswerDocument,
    "\n  mutation AnswerRfiClarification($id: ID!, $clarificationId: ID!, $answer: String!) {\n    answerRfiClarification(id: $id, clarificationId: $clarificationId, answer: $answer) {\n      ...RfiFields\n    }\n  }\n": typeof types.AnswerRfiClarificationDocument,
    "\n  mutation CloseRfi($id: ID!, $input: RfiCloseInput!) {\n    closeRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n": typeof types.CloseRfiDocument,
    "\n  fragment VendorRfiFields on VendorRfi {\n    id\n    kind\n    title\n    background\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    canAnswer\n    answerBlockedReason\n    caseStart {\n      solutionId\n      municipality\n      organizationName\n      amount\n    }\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n      askedByYou\n    }\n    myAnswer {\n      id\n      companyName\n      submittedAt\n      late\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n  }\n": typeof types.VendorRfiFieldsFragmentDoc,
    "\n  query ReceivedRfis {\n    receivedRfis {\n      id\n      kind\n      title\n      organization\n      deadline\n      status\n      canAnswer\n      myAnswer {\n        id\n        submittedAt\n        late\n      }\n    }\n  }\n": typeof types.ReceivedRfisDocument,
    "\n  query ReceivedRfi($id: ID!) {\n    receivedRfi(id: $id) {\n      ...VendorRfiFields\n    }\n  }\n": typeof types.ReceivedRfiDocument,
    "\n  mutation SaveRfiAnswer($id: ID!, $input: RfiAnswerSubmission!) {\n    saveRfiAnswer(id: $id, input: $input) {\n      ...VendorRfiFields\n    }\n  }\n": typeof types.SaveRfiAnswerDocument,
    "\n  mutation AskRfiClarification($id: ID!, $question: String!) {\n    askRfiClarification(id: $id, question: $question) {\n      ...VendorRfiFields\n    }\n  }\n": typeof types.AskRfiClarificationDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n": typeof types.MarkSavedSearchViewedDocument,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": typeof types.SetSavedSearchAlertDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation StopAlert($token: String!, $search: ID) {\n    stopAlert(token: $token, search: $search) {\n      stopped\n      message\n    }\n  }\n": typeof types.StopAlertDocument,
    "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n": typeof types.KeywordSuggestionsDocument,
    "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": typeof types.ShortlistPanel_ShortlistFragmentDoc,
    "\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.ShortlistsDocument,
    "\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n": typeof types.ShortlistNamesDocument,
    "\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.CreateShortlistDocument,
    "\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n": typeof types.DeleteShortlistDocument,
    "\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.AddShortlistEntryDocument,
    "\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.UpdateShortlistEntryDocument,
    "\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": typeof types.RemoveShortlistEntryDocument,
    "\n  query MyMunicipality {\n    myMunicipality {\n      state\n      organization\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": typeof types.MyMunicipalityDocument,
    "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    initialCost\n    annualCost\n    pricingUnit\n    freeTrial\n    supportHours\n    deliveryPeriod\n    certifications\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n": typeof types.SolutionDetail_SolutionFragmentDoc,
    "\n  fragment SolutionLinks_solution on Solution {\n    eligibleGrants {\n      note\n      grant {\n        id\n        title\n        issuer\n        applicationStatus\n        daysLeft\n      }\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n": typeof types.SolutionLinks_SolutionFragmentDoc,
    "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": typeof types.SolutionResultItem_SolutionFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n    viewer {\n      role\n    }\n  }\n": typeof types.CurrentProfileDocument,
    "\n  mutation ReportListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n": typeof types.ReportListingEventsDocument,
};
const documents: Documents = {
    "\n  query CasesPage($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...CaseResultItem_case\n      }\n    }\n  }\n": types.CasesPageDocument,
    "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n      ...GrantLinks_grant\n    }\n  }\n": types.GrantDetailPageDocument,
    "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseLinks_case\n      ...CaseFigures_case\n    }\n  }\n": types.CaseDetailPageDocument,
    "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n      ...SolutionLinks_solution\n    }\n  }\n": types.SolutionDetailPageDocument,
    "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n": types.GrantsPageDocument,
    "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"], sort: newest }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query SolutionConfirmPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      documentName\n      company {\n        id\n        name\n      }\n    }\n  }\n": types.SolutionConfirmPageDocument,
    "\n  query SolutionsListPage($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        uid\n        title\n        companyName\n        ...SolutionResultItem_solution\n      }\n    }\n  }\n": types.SolutionsListPageDocument,
    "\n  query SolutionsMainPage {\n    solutionCount\n    categories(section: solutions) {\n      id\n      count\n    }\n  }\n": types.SolutionsMainPageDocument,
    "\n  query MunicipalityOptions($search: String!, $limit: Int) {\n    municipalities(search: $search, limit: $limit) {\n      code\n      name\n      reading\n      qualifiedName\n      prefectureName\n      kind\n      kindLabel\n      population\n    }\n  }\n": types.MunicipalityOptionsDocument,
    "\n  mutation StepUpSecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n    }\n  }\n": types.StepUpSecondFactorDocument,
    "\n  query MyApiKeys {\n    myApiKeys {\n      id\n      name\n      shown\n      scope\n      state\n      createdAt\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.MyApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n        shown\n        scope\n        state\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query MunicipalApiKeys {\n    municipalApiKeys {\n      id\n      name\n      shown\n      state\n      ownerName\n      ownerEmail\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": types.MunicipalApiKeysDocument,
    "\n  mutation RevokeMunicipalApiKey($id: ID!) {\n    revokeMunicipalApiKey(id: $id) {\n      id\n      state\n    }\n  }\n": types.RevokeMunicipalApiKeyDocument,
    "\n  mutation RegisterMunicipality($input: MunicipalRegistrationInput!) {\n    registerMunicipality(input: $input) {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": types.RegisterMunicipalityDocument,
    "\n  mutation SyncProfileEmail {\n    syncProfileEmail {\n      uid\n      email\n      isMunicipality\n      municipalStatus\n    }\n  }\n": types.SyncProfileEmailDocument,
    "\n  mutation RegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.RegisterCompanyDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      required\n      enrolled\n      verified\n      verifiedAt\n      stepUpSeconds\n    }\n  }\n": types.SecondFactorStatusDocument,
    "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n": types.StartSecondFactorEnrolmentDocument,
    "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n      recoveryCodes\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  query SingleSignOnProviders {\n    singleSignOnProviders {\n      municipalityCode\n      municipalityName\n      allowedDomains\n    }\n  }\n": types.SingleSignOnProvidersDocument,
    "\n  mutation RedeemSingleSignOn($code: String!) {\n    redeemSingleSignOn(code: $code)\n  }\n": types.RedeemSingleSignOnDocument,
    "\n  query BookmarkedIds($section: Section!) {\n    bookmarkedIds(section: $section)\n  }\n": types.BookmarkedIdsDocument,
    "\n  mutation AddBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      recordId\n      note\n    }\n  }\n": types.AddBookmarkDocument,
    "\n  mutation RemoveBookmark($section: Section!, $recordId: ID!) {\n    removeBookmark(section: $section, recordId: $recordId)\n  }\n": types.RemoveBookmarkDocument,
    "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": types.MyBookmarksDocument,
    "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n": types.NoteBookmarkDocument,
    "\n  fragment CaseProposalFields on CaseProposal {\n    id\n    status\n    consent\n    reviewComment\n    caseId\n    companyName\n    submittedAt\n    updatedAt\n    values {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n    returnedValues {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n  }\n": types.CaseProposalFieldsFragmentDoc,
    "\n  query MyCaseProposals {\n    myCaseProposals {\n      ...CaseProposalFields\n    }\n  }\n": types.MyCaseProposalsDocument,
    "\n  query CaseProposalForm {\n    myListings {\n      id\n      title\n      status\n    }\n  }\n": types.CaseProposalFormDocument,
    "\n  query CaseProposal($id: ID!) {\n    caseProposal(id: $id) {\n      ...CaseProposalFields\n    }\n  }\n": types.CaseProposalDocument,
    "\n  query CaseProposalsForReview {\n    caseProposalsForReview {\n      ...CaseProposalFields\n    }\n  }\n": types.CaseProposalsForReviewDocument,
    "\n  mutation CreateCaseProposal($input: CaseProposalInput!, $submit: Boolean) {\n    createCaseProposal(input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n": types.CreateCaseProposalDocument,
    "\n  mutation UpdateCaseProposal($id: ID!, $input: CaseProposalInput!, $submit: Boolean) {\n    updateCaseProposal(id: $id, input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n": types.UpdateCaseProposalDocument,
    "\n  mutation WithdrawCaseProposal($id: ID!) {\n    withdrawCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n": types.WithdrawCaseProposalDocument,
    "\n  mutation PublishCaseProposal($id: ID!) {\n    publishCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n": types.PublishCaseProposalDocument,
    "\n  mutation ReturnCaseProposal($id: ID!, $comment: String!) {\n    returnCaseProposal(id: $id, comment: $comment) {\n      id\n      status\n      caseId\n    }\n  }\n": types.ReturnCaseProposalDocument,
    "\n  query ProposalGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n": types.ProposalGrantSearchDocument,
    "\n  query OwnMunicipalityCases($ids: [ID!]!) {\n    ownMunicipalityCases(ids: $ids)\n  }\n": types.OwnMunicipalityCasesDocument,
    "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    images {\n      url\n      thumbnailUrl\n      alt\n    }\n    ownMunicipality\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n": types.CaseDetail_CaseFragmentDoc,
    "\n  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {\n    updateCaseFigures(id: $id, input: $input) {\n      id\n      ...CaseFigures_case\n    }\n  }\n": types.UpdateCaseFiguresDocument,
    "\n  fragment CaseFigures_case on Case {\n    costs {\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n    }\n    kpis {\n      label\n      before\n      after\n      unit\n    }\n  }\n": types.CaseFigures_CaseFragmentDoc,
    "\n  mutation SetCaseGrants($caseId: ID!, $grantIds: [ID!]!) {\n    setCaseGrants(caseId: $caseId, grantIds: $grantIds) {\n      id\n    }\n  }\n": types.SetCaseGrantsDocument,
    "\n  fragment CaseLinks_case on Case {\n    id\n    solution {\n      id\n      title\n      companyName\n    }\n    grants {\n      id\n      title\n      issuer\n      applicationStatus\n      daysLeft\n    }\n  }\n": types.CaseLinks_CaseFragmentDoc,
    "\n  fragment CaseResultItem_case on CaseSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      highlights {\n        start\n        length\n      }\n    }\n    organizationName\n    municipalityName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": types.CaseResultItem_CaseFragmentDoc,
    "\n  query SimilarCases {\n    similarCases(limit: 6) {\n      municipality {\n        code\n        name\n        sizeLabel\n      }\n      message\n      items {\n        reason\n        case {\n          id\n          title\n          organizationName\n          fiscalYear\n        }\n      }\n    }\n  }\n": types.SimilarCasesDocument,
    "\n  query CompanyTeam {\n    companyTeam {\n      companyName\n      isAdministrator\n      members {\n        uid\n        name\n        email\n        role\n        isSelf\n      }\n      invitations {\n        id\n        email\n        role\n        expiresAt\n      }\n    }\n  }\n": types.CompanyTeamDocument,
    "\n  mutation InviteCompanyMember($email: String!, $role: String!) {\n    inviteCompanyMember(email: $email, role: $role) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": types.InviteCompanyMemberDocument,
    "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id)\n  }\n": types.RevokeCompanyInvitationDocument,
    "\n  mutation SetCompanyMemberRole($uid: ID!, $role: String!) {\n    setCompanyMemberRole(uid: $uid, role: $role)\n  }\n": types.SetCompanyMemberRoleDocument,
    "\n  mutation RemoveCompanyMember($uid: ID!) {\n    removeCompanyMember(uid: $uid)\n  }\n": types.RemoveCompanyMemberDocument,
    "\n  query CompanyInvitation($token: String!) {\n    companyInvitation(token: $token) {\n      companyName\n      email\n      role\n      state\n      expiresAt\n      addressMatches\n    }\n  }\n": types.CompanyInvitationDocument,
    "\n  mutation AcceptCompanyInvitation($token: String!) {\n    acceptCompanyInvitation(token: $token) {\n      companyName\n      state\n    }\n  }\n": types.AcceptCompanyInvitationDocument,
    "\n  query ReceivedRequestHandlings {\n    companyTeam {\n      members {\n        uid\n        name\n      }\n    }\n    receivedRequestHandlings {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.ReceivedRequestHandlingsDocument,
    "\n  mutation AssignReceivedRequest($uid: ID!, $assigneeUid: ID) {\n    assignReceivedRequest(uid: $uid, assigneeUid: $assigneeUid) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.AssignReceivedRequestDocument,
    "\n  mutation AddReceivedRequestNote($uid: ID!, $body: String!) {\n    addReceivedRequestNote(uid: $uid, body: $body) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.AddReceivedRequestNoteDocument,
    "\n  query CompanyWebhook {\n    companyWebhook {\n      url\n      updatedAt\n      deliveries {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n": types.CompanyWebhookDocument,
    "\n  mutation SaveCompanyWebhook($url: String!) {\n    saveCompanyWebhook(url: $url) {\n      url\n      secret\n    }\n  }\n": types.SaveCompanyWebhookDocument,
    "\n  mutation DeleteCompanyWebhook {\n    deleteCompanyWebhook\n  }\n": types.DeleteCompanyWebhookDocument,
    "\n  mutation SendCompanyWebhookTest {\n    sendCompanyWebhookTest {\n      id\n      event\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      nextAttemptAt\n    }\n  }\n": types.SendCompanyWebhookTestDocument,
    "\n  query SolutionComparison($ids: [ID!]!) {\n    solutionComparison(ids: $ids) {\n      columns {\n        id\n        title\n        companyName\n        path\n      }\n      rows {\n        key\n        label\n        differs\n        cells {\n          values\n          text\n          empty\n          links {\n            label\n            path\n          }\n        }\n      }\n    }\n  }\n": types.SolutionComparisonDocument,
    "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n": types.SubmitDocumentRequestDocument,
    "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n": types.OverdueRequestsDocument,
    "\n  mutation OpenReceivedDocumentRequest($uid: ID!) {\n    openReceivedDocumentRequest(uid: $uid) {\n      uid\n      items {\n        id\n        openedAt\n      }\n    }\n  }\n": types.OpenReceivedDocumentRequestDocument,
    "\n  mutation SetRequestItemStatus($itemId: ID!, $status: String!) {\n    setRequestItemStatus(itemId: $itemId, status: $status) {\n      id\n      status\n      openedAt\n      statusChangedAt\n    }\n  }\n": types.SetRequestItemStatusDocument,
    "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n": types.RequestCompleteDocument,
    "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.RequestDetailDocument,
    "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n      currentDownloadPath\n    }\n    myDocumentRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.RequestedDocumentsDocument,
    "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    applicantKinds\n    budgetKind\n    applicationStartTime\n    applicationEndTime\n    contact\n    source\n    sourceUrl\n    attachments {\n      id\n      kind\n      title\n      fileName\n      size\n      url\n    }\n    publishedAt\n    updatedAt\n  }\n": types.GrantDetail_GrantFragmentDoc,
    "\n  fragment GrantLinks_grant on Grant {\n    solutions {\n      id\n      title\n      companyName\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n": types.GrantLinks_GrantFragmentDoc,
    "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n": types.GrantMonthDocument,
    "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n": types.GrantResultItem_GrantFragmentDoc,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n": types.SubmitInquiryDocument,
    "\n  query ListingInsights($from: String, $to: String, $listingId: ID) {\n    listingInsights(from: $from, to: $to, listingId: $listingId) {\n      from\n      to\n      listings {\n        id\n        title\n      }\n      totals {\n        segment\n        label\n        event\n        count\n        display\n      }\n      daily {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byRegion {\n        segment\n        label\n        event\n        count\n        display\n      }\n      bySize {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byKind {\n        segment\n        label\n        event\n        count\n        display\n      }\n      responseTimes {\n        requests\n        firstOpenHours\n        answerHours\n        platformFirstOpenHours\n        platformAnswerHours\n      }\n      platformTotals {\n        segment\n        label\n        event\n        count\n        display\n      }\n    }\n  }\n": types.ListingInsightsDocument,
    "\n  mutation RecordListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n": types.RecordListingEventsDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n      initialCost\n      annualCost\n      pricingUnit\n      freeTrial\n      priceText\n      supportHours\n      deliveryPeriod\n      certifications\n    }\n    links {\n      grants {\n        grantId\n        note\n        title\n      }\n      cases {\n        caseId\n        title\n      }\n    }\n  }\n": types.ListingFieldsFragmentDoc,
    "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      receiptNumber\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n": types.VendorHomeDocument,
    "\n  query ListingForEdit($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": types.ListingForEditDocument,
    "\n  mutation CreateListing($input: ListingInput!, $submit: Boolean) {\n    createListing(input: $input, submit: $submit) {\n      id\n      ...ListingFields\n    }\n  }\n": types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!, $submit: Boolean) {\n    updateListing(id: $id, input: $input, submit: $submit) {\n      ...ListingFields\n    }\n  }\n": types.UpdateListingDocument,
    "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n          key\n        }\n        images {\n          name\n          key\n        }\n        video {\n          name\n          key\n        }\n        document {\n          name\n          key\n        }\n        initialCost\n        annualCost\n        pricingUnit\n        freeTrial\n        priceText\n        supportHours\n        deliveryPeriod\n        certifications\n      }\n      publishedLinks {\n        grants {\n          grantId\n          note\n          title\n        }\n        cases {\n          caseId\n          title\n        }\n      }\n    }\n  }\n": types.ListingReviewDocument,
    "\n  mutation ApproveCompany($id: ID!) {\n    approveCompany(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveCompanyDocument,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      id\n      status\n      revisionStatus\n    }\n  }\n": types.PublishListingDocument,
    "\n  mutation ReturnListing($id: ID!, $comment: String!) {\n    returnListing(id: $id, comment: $comment) {\n      id\n      status\n      revisionStatus\n      reviewComment\n    }\n  }\n": types.ReturnListingDocument,
    "\n  query LinkGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n": types.LinkGrantSearchDocument,
    "\n  query LinkCaseSearch($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        hasSolution\n      }\n    }\n  }\n": types.LinkCaseSearchDocument,
    "\n  query MyMunicipalAdministration {\n    myMunicipalAdministration {\n      isAdministrator\n      requested\n      hasAdministrator\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.MyMunicipalAdministrationDocument,
    "\n  mutation RequestMunicipalAdministrator {\n    requestMunicipalAdministrator {\n      isAdministrator\n      requested\n      hasAdministrator\n    }\n  }\n": types.RequestMunicipalAdministratorDocument,
    "\n  query MunicipalStaff {\n    municipalStaff {\n      municipality {\n        code\n        name\n      }\n      members {\n        uid\n        name\n        email\n        division\n        position\n        isAdministrator\n        lastSignInAt\n      }\n      invitations {\n        id\n        email\n        division\n        expiresAt\n      }\n    }\n  }\n": types.MunicipalStaffDocument,
    "\n  mutation InviteMunicipalMember($email: String!, $division: String!) {\n    inviteMunicipalMember(email: $email, division: $division) {\n      id\n      email\n      division\n      expiresAt\n    }\n  }\n": types.InviteMunicipalMemberDocument,
    "\n  mutation RevokeMunicipalInvitation($id: ID!) {\n    revokeMunicipalInvitation(id: $id)\n  }\n": types.RevokeMunicipalInvitationDocument,
    "\n  mutation ChangeMunicipalMemberDivision($uid: ID!, $division: String!) {\n    changeMunicipalMemberDivision(uid: $uid, division: $division)\n  }\n": types.ChangeMunicipalMemberDivisionDocument,
    "\n  mutation AppointMunicipalAdministrator($uid: ID!) {\n    appointMunicipalAdministrator(uid: $uid)\n  }\n": types.AppointMunicipalAdministratorDocument,
    "\n  mutation StepDownMunicipalAdministrator($successorUid: ID) {\n    stepDownMunicipalAdministrator(successorUid: $successorUid)\n  }\n": types.StepDownMunicipalAdministratorDocument,
    "\n  mutation HandOverMunicipalMember($fromUid: ID!, $toUid: ID!) {\n    handOverMunicipalMember(fromUid: $fromUid, toUid: $toUid) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n": types.HandOverMunicipalMemberDocument,
    "\n  mutation RemoveMunicipalMember($uid: ID!, $handOverTo: ID) {\n    removeMunicipalMember(uid: $uid, handOverTo: $handOverTo) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n": types.RemoveMunicipalMemberDocument,
    "\n  query MunicipalInvitation($token: String!) {\n    municipalInvitation(token: $token) {\n      email\n      division\n      state\n      expiresAt\n      addressMatches\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.MunicipalInvitationDocument,
    "\n  mutation AcceptMunicipalInvitation($token: String!) {\n    acceptMunicipalInvitation(token: $token) {\n      state\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.AcceptMunicipalInvitationDocument,
    "\n  query MunicipalAdministratorRequests {\n    municipalAdministratorRequests {\n      uid\n      name\n      email\n      division\n      requestedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.MunicipalAdministratorRequestsDocument,
    "\n  mutation GrantMunicipalAdministrator($municipalityCode: String!, $uid: ID!) {\n    grantMunicipalAdministrator(municipalityCode: $municipalityCode, uid: $uid)\n  }\n": types.GrantMunicipalAdministratorDocument,
    "\n  query MySignedInDevices {\n    mySignedInDevices {\n      id\n      userAgent\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySignedInDevicesDocument,
    "\n  mutation SignOutOtherDevices($id: ID) {\n    signOutOtherDevices(id: $id)\n  }\n": types.SignOutOtherDevicesDocument,
    "\n  query MunicipalPolicy {\n    municipalPolicy {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n": types.MunicipalPolicyDocument,
    "\n  mutation SaveMunicipalPolicy($secondFactorRequired: Boolean!) {\n    saveMunicipalPolicy(secondFactorRequired: $secondFactorRequired) {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n": types.SaveMunicipalPolicyDocument,
    "\n  query MunicipalSso($municipalityCode: ID!) {\n    singleSignOnCallbackUrl\n    municipalSso(municipalityCode: $municipalityCode) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n": types.MunicipalSsoDocument,
    "\n  mutation SaveMunicipalSso($input: MunicipalSsoSettingInput!) {\n    saveMunicipalSso(input: $input) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n": types.SaveMunicipalSsoDocument,
    "\n  query FollowedIds($topic: String!) {\n    followedIds(topic: $topic)\n  }\n": types.FollowedIdsDocument,
    "\n  mutation Follow($input: FollowInput!) {\n    follow(input: $input) {\n      following\n      message\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($input: FollowInput!) {\n    unfollow(input: $input)\n  }\n": types.UnfollowDocument,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    kinds {\n      kind\n      label\n      description\n      frequency\n      frequencies\n    }\n    alwaysSent\n    follows {\n      topic\n      topicId\n      title\n      available\n    }\n    addresses {\n      address\n      role\n      verified\n      pausedAt\n      pauseReason\n    }\n  }\n": types.NotificationSettingsFieldsFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation SetNotificationFrequency($kind: String!, $frequency: String!) {\n    setNotificationFrequency(kind: $kind, frequency: $frequency) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.SetNotificationFrequencyDocument,
    "\n  mutation AddDeliveryAddress($address: String!) {\n    addDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.AddDeliveryAddressDocument,
    "\n  mutation VerifyDeliveryAddress($code: String!) {\n    verifyDeliveryAddress(code: $code) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.VerifyDeliveryAddressDocument,
    "\n  mutation RemoveDeliveryAddress {\n    removeDeliveryAddress {\n      ...NotificationSettingsFields\n    }\n  }\n": types.RemoveDeliveryAddressDocument,
    "\n  mutation ResumeDeliveryAddress($address: String!) {\n    resumeDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.ResumeDeliveryAddressDocument,
    "\n  mutation StopNotification($token: String!) {\n    stopNotification(token: $token) {\n      kind\n      message\n    }\n  }\n": types.StopNotificationDocument,
    "\n  fragment EditorialCaseFields on EditorialCase {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    municipality {\n      code\n      name\n      prefectureId\n      kind\n    }\n    fundingGrants {\n      id\n      title\n    }\n    solutionTitle\n    values {\n      title\n      summary\n      municipalityCode\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionName\n      vendorName\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grantIds\n      images {\n        alt\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n": types.EditorialCaseFieldsFragmentDoc,
    "\n  query EditorialCase($id: ID!) {\n    editorialCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n": types.EditorialCaseDocument,
    "\n  mutation CreateCase($input: CaseInput!) {\n    createCase(input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n": types.CreateCaseDocument,
    "\n  mutation UpdateCase($id: ID!, $input: CaseInput!) {\n    updateCase(id: $id, input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n": types.UpdateCaseDocument,
    "\n  mutation PublishCase($id: ID!) {\n    publishCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n": types.PublishCaseDocument,
    "\n  mutation ScheduleCase($id: ID!, $date: String!, $time: String!) {\n    scheduleCase(id: $id, date: $date, time: $time) {\n      ...EditorialCaseFields\n    }\n  }\n": types.ScheduleCaseDocument,
    "\n  mutation WithdrawCase($id: ID!, $reason: String!) {\n    withdrawCase(id: $id, reason: $reason) {\n      ...EditorialCaseFields\n    }\n  }\n": types.WithdrawCaseDocument,
    "\n  query GrantChoices($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n      }\n    }\n  }\n": types.GrantChoicesDocument,
    "\n  query SolutionChoices($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        companyName\n      }\n    }\n  }\n": types.SolutionChoicesDocument,
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
    "\n  query ConsoleCounts {\n    consoleCounts {\n      membersAwaitingApproval\n      membersAwaitingMunicipality\n      companiesAwaitingApproval\n      listingsAwaitingReview\n      caseProposalsAwaitingReview\n      openInquiries\n      inquiriesInProgress\n      overdueRequests\n    }\n  }\n": types.ConsoleCountsDocument,
    "\n  query EditorialGrants($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialGrants(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        issuer\n        status\n        publishedAt\n        updatedAt\n        applicationEnd\n        source\n      }\n    }\n  }\n": types.EditorialGrantsDocument,
    "\n  query EditorialCases($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialCases(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        municipalityName\n        status\n        publishedAt\n        updatedAt\n        source\n      }\n    }\n  }\n": types.EditorialCasesDocument,
    "\n  fragment EditorialGrantFields on EditorialGrant {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    sourceUrl\n    values {\n      title\n      description\n      issuer\n      organization\n      ministry\n      applicantKinds\n      targetBodies\n      targetCityKinds\n      categoryIds\n      areaIds\n      fiscalYear\n      budgetKind\n      subsidyRateText\n      amountText\n      amountMax\n      eligibleCosts\n      targetText\n      applicationStart\n      applicationStartTime\n      applicationEnd\n      applicationEndTime\n      url\n      guidelineUrl\n      contact\n      attachments {\n        kind\n        title\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n": types.EditorialGrantFieldsFragmentDoc,
    "\n  query EditorialGrant($id: ID!) {\n    editorialGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n": types.EditorialGrantDocument,
    "\n  mutation CreateGrant($input: GrantInput!) {\n    createGrant(input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n": types.CreateGrantDocument,
    "\n  mutation UpdateGrant($id: ID!, $input: GrantInput!) {\n    updateGrant(id: $id, input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n": types.UpdateGrantDocument,
    "\n  mutation PublishGrant($id: ID!) {\n    publishGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n": types.PublishGrantDocument,
    "\n  mutation ScheduleGrant($id: ID!, $date: String!, $time: String!) {\n    scheduleGrant(id: $id, date: $date, time: $time) {\n      ...EditorialGrantFields\n    }\n  }\n": types.ScheduleGrantDocument,
    "\n  mutation WithdrawGrant($id: ID!, $reason: String!) {\n    withdrawGrant(id: $id, reason: $reason) {\n      ...EditorialGrantFields\n    }\n  }\n": types.WithdrawGrantDocument,
    "\n  fragment RevisionFields on RecordRevisionView {\n    id\n    action\n    actorName\n    reason\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.RevisionFieldsFragmentDoc,
    "\n  query GrantHistory($id: ID!) {\n    editorialGrant(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    grantHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n": types.GrantHistoryDocument,
    "\n  query CaseHistory($id: ID!) {\n    editorialCase(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    caseHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n": types.CaseHistoryDocument,
    "\n  mutation PreviewImport($input: ImportInput!) {\n    previewImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n": types.PreviewImportDocument,
    "\n  mutation RunImport($input: ImportInput!) {\n    runImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n": types.RunImportDocument,
    "\n  query MunicipalDomains {\n    municipalDomains {\n      domain\n      memberCount\n      confirmedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.MunicipalDomainsDocument,
    "\n  query MembersAwaitingMunicipality($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingMunicipality(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        email\n        emailDomain\n        organization\n        division\n        position\n        domainBindable\n        claimedMunicipality {\n          code\n          name\n        }\n        domainMunicipality {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.MembersAwaitingMunicipalityDocument,
    "\n  mutation BindMunicipalDomain($domain: String!, $municipality: String!) {\n    bindMunicipalDomain(domain: $domain, municipality: $municipality) {\n      domain\n    }\n  }\n": types.BindMunicipalDomainDocument,
    "\n  mutation UnbindMunicipalDomain($domain: String!) {\n    unbindMunicipalDomain(domain: $domain)\n  }\n": types.UnbindMunicipalDomainDocument,
    "\n  mutation ConfirmMemberMunicipality($uid: ID!, $municipality: String!) {\n    confirmMemberMunicipality(uid: $uid, municipality: $municipality)\n  }\n": types.ConfirmMemberMunicipalityDocument,
    "\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      uid\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateMyTelephone($telephone: String!) {\n    updateMyTelephone(telephone: $telephone) {\n      uid\n      telephone\n    }\n  }\n": types.UpdateMyTelephoneDocument,
    "\n  mutation SetDocumentUpdateMails($enabled: Boolean!) {\n    setDocumentUpdateMails(enabled: $enabled) {\n      uid\n      notifyDocumentUpdates\n    }\n  }\n": types.SetDocumentUpdateMailsDocument,
    "\n  mutation DeleteMyAccount($confirmEmail: String!) {\n    deleteMyAccount(confirmEmail: $confirmEmail)\n  }\n": types.DeleteMyAccountDocument,
    "\n  fragment RfiFields on Rfi {\n    id\n    kind\n    title\n    background\n    origin\n    shortlistId\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    mine\n    updatedAt\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    invitations {\n      id\n      companyName\n      solutionIds\n      solutions {\n        id\n        title\n      }\n      openedAt\n      submittedAt\n      late\n      lateAllowed\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n    }\n    outcome\n    outcomeCompanyName\n    outcomeInvitationId\n    outcomeAmount\n    outcomeReason\n    closedAt\n  }\n": types.RfiFieldsFragmentDoc,
    "\n  query Rfis {\n    rfis {\n      id\n      kind\n      title\n      status\n      deadline\n      sentAt\n      mine\n      contactName\n      outcome\n      invitations {\n        id\n        submittedAt\n      }\n    }\n  }\n": types.RfisDocument,
    "\n  query Rfi($id: ID!) {\n    rfi(id: $id) {\n      ...RfiFields\n    }\n  }\n": types.RfiDocument,
    "\n  query RfiComparison($id: ID!, $years: Int) {\n    rfiComparison(id: $id, years: $years) {\n      rfiId\n      years\n      asked\n      answered\n      reasonSentence\n      columns {\n        invitationId\n        companyName\n        submittedAt\n        late\n      }\n      rows {\n        role\n        label\n        cells\n        amounts\n        differs\n        lowest\n      }\n    }\n  }\n": types.RfiComparisonDocument,
    "\n  mutation CreateRfi($input: RfiInput!) {\n    createRfi(input: $input) {\n      ...RfiFields\n    }\n  }\n": types.CreateRfiDocument,
    "\n  mutation UpdateRfi($id: ID!, $input: RfiInput!) {\n    updateRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n": types.UpdateRfiDocument,
    "\n  query ShortlistRfis($shortlistId: ID!) {\n    shortlistRfis(shortlistId: $shortlistId) {\n      id\n      kind\n      title\n      status\n      outcome\n      deadline\n      contactName\n      mine\n    }\n  }\n": types.ShortlistRfisDocument,
    "\n  mutation SendRfi($id: ID!) {\n    sendRfi(id: $id) {\n      ...RfiFields\n    }\n  }\n": types.SendRfiDocument,
    "\n  mutation AllowLateRfiAnswer($id: ID!, $invitationId: ID!) {\n    allowLateRfiAnswer(id: $id, invitationId: $invitationId) {\n      ...RfiFields\n    }\n  }\n": types.AllowLateRfiAnswerDocument,
    "\n  mutation AnswerRfiClarification($id: ID!, $clarificationId: ID!, $answer: String!) {\n    answerRfiClarification(id: $id, clarificationId: $clarificationId, answer: $answer) {\n      ...RfiFields\n    }\n  }\n": types.AnswerRfiClarificationDocument,
    "\n  mutation CloseRfi($id: ID!, $input: RfiCloseInput!) {\n    closeRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n": types.CloseRfiDocument,
    "\n  fragment VendorRfiFields on VendorRfi {\n    id\n    kind\n    title\n    background\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    canAnswer\n    answerBlockedReason\n    caseStart {\n      solutionId\n      municipality\n      organizationName\n      amount\n    }\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n      askedByYou\n    }\n    myAnswer {\n      id\n      companyName\n      submittedAt\n      late\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n  }\n": types.VendorRfiFieldsFragmentDoc,
    "\n  query ReceivedRfis {\n    receivedRfis {\n      id\n      kind\n      title\n      organization\n      deadline\n      status\n      canAnswer\n      myAnswer {\n        id\n        submittedAt\n        late\n      }\n    }\n  }\n": types.ReceivedRfisDocument,
    "\n  query ReceivedRfi($id: ID!) {\n    receivedRfi(id: $id) {\n      ...VendorRfiFields\n    }\n  }\n": types.ReceivedRfiDocument,
    "\n  mutation SaveRfiAnswer($id: ID!, $input: RfiAnswerSubmission!) {\n    saveRfiAnswer(id: $id, input: $input) {\n      ...VendorRfiFields\n    }\n  }\n": types.SaveRfiAnswerDocument,
    "\n  mutation AskRfiClarification($id: ID!, $question: String!) {\n    askRfiClarification(id: $id, question: $question) {\n      ...VendorRfiFields\n    }\n  }\n": types.AskRfiClarificationDocument,
    "\n  query SavedSearches {\n    savedSearches {\n      id\n      section\n      name\n      query\n      alert\n      count\n      newCount\n      lastViewedAt\n      createdAt\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      id\n      name\n      count\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation MarkSavedSearchViewed($id: ID!) {\n    markSavedSearchViewed(id: $id) {\n      id\n      newCount\n      lastViewedAt\n    }\n  }\n": types.MarkSavedSearchViewedDocument,
    "\n  mutation SetSavedSearchAlert($id: ID!, $alert: AlertFrequency!) {\n    setSavedSearchAlert(id: $id, alert: $alert) {\n      id\n      alert\n    }\n  }\n": types.SetSavedSearchAlertDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation StopAlert($token: String!, $search: ID) {\n    stopAlert(token: $token, search: $search) {\n      stopped\n      message\n    }\n  }\n": types.StopAlertDocument,
    "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n": types.KeywordSuggestionsDocument,
    "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n": types.ShortlistPanel_ShortlistFragmentDoc,
    "\n  query Shortlists {\n    shortlists {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.ShortlistsDocument,
    "\n  query ShortlistNames {\n    shortlists {\n      id\n      name\n      entries {\n        section\n        recordId\n      }\n    }\n  }\n": types.ShortlistNamesDocument,
    "\n  mutation CreateShortlist($name: String!) {\n    createShortlist(name: $name) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.CreateShortlistDocument,
    "\n  mutation DeleteShortlist($id: ID!) {\n    deleteShortlist(id: $id)\n  }\n": types.DeleteShortlistDocument,
    "\n  mutation AddShortlistEntry($input: ShortlistEntryInput!) {\n    addShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.AddShortlistEntryDocument,
    "\n  mutation UpdateShortlistEntry($input: ShortlistEntryUpdateInput!) {\n    updateShortlistEntry(input: $input) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.UpdateShortlistEntryDocument,
    "\n  mutation RemoveShortlistEntry($entryId: ID!) {\n    removeShortlistEntry(entryId: $entryId) {\n      id\n      ...ShortlistPanel_shortlist\n    }\n  }\n": types.RemoveShortlistEntryDocument,
    "\n  query MyMunicipality {\n    myMunicipality {\n      state\n      organization\n      municipality {\n        code\n        name\n      }\n    }\n  }\n": types.MyMunicipalityDocument,
    "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    initialCost\n    annualCost\n    pricingUnit\n    freeTrial\n    supportHours\n    deliveryPeriod\n    certifications\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n": types.SolutionDetail_SolutionFragmentDoc,
    "\n  fragment SolutionLinks_solution on Solution {\n    eligibleGrants {\n      note\n      grant {\n        id\n        title\n        issuer\n        applicationStatus\n        daysLeft\n      }\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n": types.SolutionLinks_SolutionFragmentDoc,
    "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n": types.SolutionResultItem_SolutionFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n    viewer {\n      role\n    }\n  }\n": types.CurrentProfileDocument,
    "\n  mutation ReportListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n": types.ReportListingEventsDocument,
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
export function graphql(source: "\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n      ...GrantLinks_grant\n    }\n  }\n"): (typeof documents)["\n  query GrantDetailPage($id: ID!) {\n    grant(id: $id) {\n      id\n      title\n      ...GrantDetail_grant\n      ...GrantLinks_grant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseLinks_case\n      ...CaseFigures_case\n    }\n  }\n"): (typeof documents)["\n  query CaseDetailPage($id: ID!) {\n    case(id: $id) {\n      id\n      title\n      ...CaseDetail_case\n      ...CaseLinks_case\n      ...CaseFigures_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n      ...SolutionLinks_solution\n    }\n  }\n"): (typeof documents)["\n  query SolutionDetailPage($id: ID!) {\n    solution(id: $id) {\n      id\n      uid\n      title\n      company {\n        id\n        name\n      }\n      ...SolutionDetail_solution\n      ...SolutionLinks_solution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrantsPage($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      categoryCounts {\n        id\n        count\n      }\n      relaxations {\n        filter\n        count\n      }\n      items {\n        id\n        title\n        ...GrantResultItem_grant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"], sort: newest }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    solutionCount\n    grantCount\n    caseCount\n    categories(section: solutions) {\n      id\n      name\n      subnames\n      count\n    }\n    latestGrants: searchGrants(criteria: { page: 1, statuses: [\"open\", \"closing\"], sort: newest }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    closingGrants: searchGrants(criteria: { page: 1, statuses: [\"closing\"], sort: deadline }) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n    latestCases: searchCases(criteria: { page: 1 }) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        fiscalYear\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query MunicipalityOptions($search: String!, $limit: Int) {\n    municipalities(search: $search, limit: $limit) {\n      code\n      name\n      reading\n      qualifiedName\n      prefectureName\n      kind\n      kindLabel\n      population\n    }\n  }\n"): (typeof documents)["\n  query MunicipalityOptions($search: String!, $limit: Int) {\n    municipalities(search: $search, limit: $limit) {\n      code\n      name\n      reading\n      qualifiedName\n      prefectureName\n      kind\n      kindLabel\n      population\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUpSecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n    }\n  }\n"): (typeof documents)["\n  mutation StepUpSecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiKeys {\n    myApiKeys {\n      id\n      name\n      shown\n      scope\n      state\n      createdAt\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query MyApiKeys {\n    myApiKeys {\n      id\n      name\n      shown\n      scope\n      state\n      createdAt\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n        shown\n        scope\n        state\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n        shown\n        scope\n        state\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalApiKeys {\n    municipalApiKeys {\n      id\n      name\n      shown\n      state\n      ownerName\n      ownerEmail\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query MunicipalApiKeys {\n    municipalApiKeys {\n      id\n      name\n      shown\n      state\n      ownerName\n      ownerEmail\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMunicipalApiKey($id: ID!) {\n    revokeMunicipalApiKey(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeMunicipalApiKey($id: ID!) {\n    revokeMunicipalApiKey(id: $id) {\n      id\n      state\n    }\n  }\n"];
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
export function graphql(source: "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      required\n      enrolled\n      verified\n      verifiedAt\n      stepUpSeconds\n    }\n  }\n"): (typeof documents)["\n  query SecondFactorStatus {\n    secondFactorStatus {\n      required\n      enrolled\n      verified\n      verifiedAt\n      stepUpSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      otpauthUri\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      customToken\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SingleSignOnProviders {\n    singleSignOnProviders {\n      municipalityCode\n      municipalityName\n      allowedDomains\n    }\n  }\n"): (typeof documents)["\n  query SingleSignOnProviders {\n    singleSignOnProviders {\n      municipalityCode\n      municipalityName\n      allowedDomains\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemSingleSignOn($code: String!) {\n    redeemSingleSignOn(code: $code)\n  }\n"): (typeof documents)["\n  mutation RedeemSingleSignOn($code: String!) {\n    redeemSingleSignOn(code: $code)\n  }\n"];
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
export function graphql(source: "\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookmarks {\n    bookmarks {\n      id\n      section\n      recordId\n      note\n      createdAt\n      available\n      solution {\n        id\n        title\n        companyName\n        categories {\n          id\n          name\n        }\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation NoteBookmark($input: BookmarkInput!) {\n    addBookmark(input: $input) {\n      id\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseProposalFields on CaseProposal {\n    id\n    status\n    consent\n    reviewComment\n    caseId\n    companyName\n    submittedAt\n    updatedAt\n    values {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n    returnedValues {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CaseProposalFields on CaseProposal {\n    id\n    status\n    consent\n    reviewComment\n    caseId\n    companyName\n    submittedAt\n    updatedAt\n    values {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n    returnedValues {\n      title\n      summary\n      municipalityCode\n      municipality\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionTitle\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grants {\n        id\n        title\n      }\n      images {\n        file {\n          key\n          name\n          kind\n          url\n        }\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCaseProposals {\n    myCaseProposals {\n      ...CaseProposalFields\n    }\n  }\n"): (typeof documents)["\n  query MyCaseProposals {\n    myCaseProposals {\n      ...CaseProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseProposalForm {\n    myListings {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  query CaseProposalForm {\n    myListings {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseProposal($id: ID!) {\n    caseProposal(id: $id) {\n      ...CaseProposalFields\n    }\n  }\n"): (typeof documents)["\n  query CaseProposal($id: ID!) {\n    caseProposal(id: $id) {\n      ...CaseProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseProposalsForReview {\n    caseProposalsForReview {\n      ...CaseProposalFields\n    }\n  }\n"): (typeof documents)["\n  query CaseProposalsForReview {\n    caseProposalsForReview {\n      ...CaseProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaseProposal($input: CaseProposalInput!, $submit: Boolean) {\n    createCaseProposal(input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaseProposal($input: CaseProposalInput!, $submit: Boolean) {\n    createCaseProposal(input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaseProposal($id: ID!, $input: CaseProposalInput!, $submit: Boolean) {\n    updateCaseProposal(id: $id, input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaseProposal($id: ID!, $input: CaseProposalInput!, $submit: Boolean) {\n    updateCaseProposal(id: $id, input: $input, submit: $submit) {\n      id\n      status\n      caseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCaseProposal($id: ID!) {\n    withdrawCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawCaseProposal($id: ID!) {\n    withdrawCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishCaseProposal($id: ID!) {\n    publishCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n"): (typeof documents)["\n  mutation PublishCaseProposal($id: ID!) {\n    publishCaseProposal(id: $id) {\n      id\n      status\n      caseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnCaseProposal($id: ID!, $comment: String!) {\n    returnCaseProposal(id: $id, comment: $comment) {\n      id\n      status\n      caseId\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnCaseProposal($id: ID!, $comment: String!) {\n    returnCaseProposal(id: $id, comment: $comment) {\n      id\n      status\n      caseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposalGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProposalGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnMunicipalityCases($ids: [ID!]!) {\n    ownMunicipalityCases(ids: $ids)\n  }\n"): (typeof documents)["\n  query OwnMunicipalityCases($ids: [ID!]!) {\n    ownMunicipalityCases(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    images {\n      url\n      thumbnailUrl\n      alt\n    }\n    ownMunicipality\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n"): (typeof documents)["\n  fragment CaseDetail_case on Case {\n    id\n    uid\n    title\n    summary\n    organization\n    organizationName\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    fiscalYear\n    solutionName\n    vendorName\n    background\n    approach\n    outcome\n    publishedAt\n    updatedAt\n    images {\n      url\n      thumbnailUrl\n      alt\n    }\n    ownMunicipality\n    municipality {\n      code\n      name\n      kind\n      population\n      prefectureId\n    }\n    ...CaseFigures_case\n  }\n"];
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
export function graphql(source: "\n  mutation SetCaseGrants($caseId: ID!, $grantIds: [ID!]!) {\n    setCaseGrants(caseId: $caseId, grantIds: $grantIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseGrants($caseId: ID!, $grantIds: [ID!]!) {\n    setCaseGrants(caseId: $caseId, grantIds: $grantIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseLinks_case on Case {\n    id\n    solution {\n      id\n      title\n      companyName\n    }\n    grants {\n      id\n      title\n      issuer\n      applicationStatus\n      daysLeft\n    }\n  }\n"): (typeof documents)["\n  fragment CaseLinks_case on Case {\n    id\n    solution {\n      id\n      title\n      companyName\n    }\n    grants {\n      id\n      title\n      issuer\n      applicationStatus\n      daysLeft\n    }\n  }\n"];
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
export function graphql(source: "\n  query CompanyTeam {\n    companyTeam {\n      companyName\n      isAdministrator\n      members {\n        uid\n        name\n        email\n        role\n        isSelf\n      }\n      invitations {\n        id\n        email\n        role\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyTeam {\n    companyTeam {\n      companyName\n      isAdministrator\n      members {\n        uid\n        name\n        email\n        role\n        isSelf\n      }\n      invitations {\n        id\n        email\n        role\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCompanyMember($email: String!, $role: String!) {\n    inviteCompanyMember(email: $email, role: $role) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation InviteCompanyMember($email: String!, $role: String!) {\n    inviteCompanyMember(email: $email, role: $role) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeCompanyInvitation($id: ID!) {\n    revokeCompanyInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyMemberRole($uid: ID!, $role: String!) {\n    setCompanyMemberRole(uid: $uid, role: $role)\n  }\n"): (typeof documents)["\n  mutation SetCompanyMemberRole($uid: ID!, $role: String!) {\n    setCompanyMemberRole(uid: $uid, role: $role)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyMember($uid: ID!) {\n    removeCompanyMember(uid: $uid)\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyMember($uid: ID!) {\n    removeCompanyMember(uid: $uid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvitation($token: String!) {\n    companyInvitation(token: $token) {\n      companyName\n      email\n      role\n      state\n      expiresAt\n      addressMatches\n    }\n  }\n"): (typeof documents)["\n  query CompanyInvitation($token: String!) {\n    companyInvitation(token: $token) {\n      companyName\n      email\n      role\n      state\n      expiresAt\n      addressMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCompanyInvitation($token: String!) {\n    acceptCompanyInvitation(token: $token) {\n      companyName\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCompanyInvitation($token: String!) {\n    acceptCompanyInvitation(token: $token) {\n      companyName\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedRequestHandlings {\n    companyTeam {\n      members {\n        uid\n        name\n      }\n    }\n    receivedRequestHandlings {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivedRequestHandlings {\n    companyTeam {\n      members {\n        uid\n        name\n      }\n    }\n    receivedRequestHandlings {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignReceivedRequest($uid: ID!, $assigneeUid: ID) {\n    assignReceivedRequest(uid: $uid, assigneeUid: $assigneeUid) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignReceivedRequest($uid: ID!, $assigneeUid: ID) {\n    assignReceivedRequest(uid: $uid, assigneeUid: $assigneeUid) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReceivedRequestNote($uid: ID!, $body: String!) {\n    addReceivedRequestNote(uid: $uid, body: $body) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddReceivedRequestNote($uid: ID!, $body: String!) {\n    addReceivedRequestNote(uid: $uid, body: $body) {\n      uid\n      assigneeUid\n      assigneeName\n      notes {\n        id\n        body\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyWebhook {\n    companyWebhook {\n      url\n      updatedAt\n      deliveries {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyWebhook {\n    companyWebhook {\n      url\n      updatedAt\n      deliveries {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCompanyWebhook($url: String!) {\n    saveCompanyWebhook(url: $url) {\n      url\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCompanyWebhook($url: String!) {\n    saveCompanyWebhook(url: $url) {\n      url\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompanyWebhook {\n    deleteCompanyWebhook\n  }\n"): (typeof documents)["\n  mutation DeleteCompanyWebhook {\n    deleteCompanyWebhook\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCompanyWebhookTest {\n    sendCompanyWebhookTest {\n      id\n      event\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendCompanyWebhookTest {\n    sendCompanyWebhookTest {\n      id\n      event\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionComparison($ids: [ID!]!) {\n    solutionComparison(ids: $ids) {\n      columns {\n        id\n        title\n        companyName\n        path\n      }\n      rows {\n        key\n        label\n        differs\n        cells {\n          values\n          text\n          empty\n          links {\n            label\n            path\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionComparison($ids: [ID!]!) {\n    solutionComparison(ids: $ids) {\n      columns {\n        id\n        title\n        companyName\n        path\n      }\n      rows {\n        key\n        label\n        differs\n        cells {\n          values\n          text\n          empty\n          links {\n            label\n            path\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDocumentRequest($input: DocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      uid\n      companyName\n      items {\n        id\n        solutionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverdueRequests {\n    overdueRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n      }\n      items {\n        id\n        solutionTitle\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestComplete($uids: [ID!]) {\n    myDocumentRequests(uids: $uids) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        documentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDetail($uid: ID!) {\n    documentRequest(uid: $uid) {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      requesterSnapshot {\n        email\n        lastName\n        firstName\n        telephone\n        division\n        position\n        organization\n      }\n      items {\n        id\n        solutionId\n        solutionTitle\n        inquiryTypes\n        contactMeans\n        contents\n        documentName\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n      currentDownloadPath\n    }\n    myDocumentRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestedDocuments {\n    requestedDocuments {\n      itemId\n      requestUid\n      solutionId\n      solutionTitle\n      companyName\n      documentName\n      requestedAt\n      downloadPath\n      documentUpdated\n      currentDownloadPath\n    }\n    myDocumentRequests {\n      uid\n      receiptNumber\n      companyName\n      createdAt\n      items {\n        id\n        solutionTitle\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    applicantKinds\n    budgetKind\n    applicationStartTime\n    applicationEndTime\n    contact\n    source\n    sourceUrl\n    attachments {\n      id\n      kind\n      title\n      fileName\n      size\n      url\n    }\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment GrantDetail_grant on Grant {\n    id\n    uid\n    title\n    description\n    issuer\n    organization\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    fiscalYear\n    amountText\n    subsidyRateText\n    targetText\n    applicationStart\n    applicationEnd\n    url\n    applicationStatus\n    daysLeft\n    amountMax\n    subsidyRate\n    ministry\n    targetBodies\n    eligibleCosts\n    guidelineUrl\n    applicantKinds\n    budgetKind\n    applicationStartTime\n    applicationEndTime\n    contact\n    source\n    sourceUrl\n    attachments {\n      id\n      kind\n      title\n      fileName\n      size\n      url\n    }\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantLinks_grant on Grant {\n    solutions {\n      id\n      title\n      companyName\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n"): (typeof documents)["\n  fragment GrantLinks_grant on Grant {\n    solutions {\n      id\n      title\n      companyName\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrantMonth($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      page\n      maxPage\n      items {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n"): (typeof documents)["\n  fragment GrantResultItem_grant on GrantSummary {\n    id\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    issuer\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n    applicationEnd\n    applicationStatus\n    daysLeft\n    amountText\n    amountMax\n    subsidyRateText\n    subsidyRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      uid\n      email\n      inquiryType\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingInsights($from: String, $to: String, $listingId: ID) {\n    listingInsights(from: $from, to: $to, listingId: $listingId) {\n      from\n      to\n      listings {\n        id\n        title\n      }\n      totals {\n        segment\n        label\n        event\n        count\n        display\n      }\n      daily {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byRegion {\n        segment\n        label\n        event\n        count\n        display\n      }\n      bySize {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byKind {\n        segment\n        label\n        event\n        count\n        display\n      }\n      responseTimes {\n        requests\n        firstOpenHours\n        answerHours\n        platformFirstOpenHours\n        platformAnswerHours\n      }\n      platformTotals {\n        segment\n        label\n        event\n        count\n        display\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingInsights($from: String, $to: String, $listingId: ID) {\n    listingInsights(from: $from, to: $to, listingId: $listingId) {\n      from\n      to\n      listings {\n        id\n        title\n      }\n      totals {\n        segment\n        label\n        event\n        count\n        display\n      }\n      daily {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byRegion {\n        segment\n        label\n        event\n        count\n        display\n      }\n      bySize {\n        segment\n        label\n        event\n        count\n        display\n      }\n      byKind {\n        segment\n        label\n        event\n        count\n        display\n      }\n      responseTimes {\n        requests\n        firstOpenHours\n        answerHours\n        platformFirstOpenHours\n        platformAnswerHours\n      }\n      platformTotals {\n        segment\n        label\n        event\n        count\n        display\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n"): (typeof documents)["\n  mutation RecordListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n      initialCost\n      annualCost\n      pricingUnit\n      freeTrial\n      priceText\n      supportHours\n      deliveryPeriod\n      certifications\n    }\n    links {\n      grants {\n        grantId\n        note\n        title\n      }\n      cases {\n        caseId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingFields on Listing {\n    id\n    title\n    status\n    revisionStatus\n    reviewComment\n    downloadCount\n    companyName\n    companyStatus\n    publishedAt\n    updatedAt\n    values {\n      title\n      description\n      categoryIds\n      thumbnail {\n        key\n        name\n        kind\n        url\n      }\n      images {\n        key\n        name\n        kind\n        url\n      }\n      video {\n        key\n        name\n        kind\n        url\n      }\n      videoUrl\n      detailItems\n      titleItems\n      explainItems\n      areaIds\n      offices {\n        officeName\n        address\n      }\n      document {\n        key\n        name\n        kind\n        url\n      }\n      initialCost\n      annualCost\n      pricingUnit\n      freeTrial\n      priceText\n      supportHours\n      deliveryPeriod\n      certifications\n    }\n    links {\n      grants {\n        grantId\n        note\n        title\n      }\n      cases {\n        caseId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      receiptNumber\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorHome {\n    myCompany {\n      id\n      name\n      status\n    }\n    myListings {\n      id\n      title\n      status\n      revisionStatus\n      reviewComment\n      downloadCount\n      updatedAt\n    }\n    receivedDocumentRequests {\n      uid\n      receiptNumber\n      createdAt\n      requesterSnapshot {\n        organization\n        division\n        lastName\n        firstName\n      }\n      items {\n        id\n        solutionTitle\n        inquiryTypes\n        contents\n        status\n        openedAt\n        statusChangedAt\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n          key\n        }\n        images {\n          name\n          key\n        }\n        video {\n          name\n          key\n        }\n        document {\n          name\n          key\n        }\n        initialCost\n        annualCost\n        pricingUnit\n        freeTrial\n        priceText\n        supportHours\n        deliveryPeriod\n        certifications\n      }\n      publishedLinks {\n        grants {\n          grantId\n          note\n          title\n        }\n        cases {\n          caseId\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingReview {\n    pendingCompanies {\n      id\n      name\n      address\n      corporateNumber\n      url\n      createdAt\n    }\n    listingsForReview {\n      ...ListingFields\n      publishedValues {\n        title\n        description\n        categoryIds\n        areaIds\n        detailItems\n        titleItems\n        explainItems\n        videoUrl\n        offices {\n          officeName\n          address\n        }\n        thumbnail {\n          name\n          key\n        }\n        images {\n          name\n          key\n        }\n        video {\n          name\n          key\n        }\n        document {\n          name\n          key\n        }\n        initialCost\n        annualCost\n        pricingUnit\n        freeTrial\n        priceText\n        supportHours\n        deliveryPeriod\n        certifications\n      }\n      publishedLinks {\n        grants {\n          grantId\n          note\n          title\n        }\n        cases {\n          caseId\n          title\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query LinkGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkGrantSearch($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkCaseSearch($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        hasSolution\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkCaseSearch($criteria: SearchInput) {\n    searchCases(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        organizationName\n        hasSolution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMunicipalAdministration {\n    myMunicipalAdministration {\n      isAdministrator\n      requested\n      hasAdministrator\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMunicipalAdministration {\n    myMunicipalAdministration {\n      isAdministrator\n      requested\n      hasAdministrator\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMunicipalAdministrator {\n    requestMunicipalAdministrator {\n      isAdministrator\n      requested\n      hasAdministrator\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMunicipalAdministrator {\n    requestMunicipalAdministrator {\n      isAdministrator\n      requested\n      hasAdministrator\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalStaff {\n    municipalStaff {\n      municipality {\n        code\n        name\n      }\n      members {\n        uid\n        name\n        email\n        division\n        position\n        isAdministrator\n        lastSignInAt\n      }\n      invitations {\n        id\n        email\n        division\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MunicipalStaff {\n    municipalStaff {\n      municipality {\n        code\n        name\n      }\n      members {\n        uid\n        name\n        email\n        division\n        position\n        isAdministrator\n        lastSignInAt\n      }\n      invitations {\n        id\n        email\n        division\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMunicipalMember($email: String!, $division: String!) {\n    inviteMunicipalMember(email: $email, division: $division) {\n      id\n      email\n      division\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMunicipalMember($email: String!, $division: String!) {\n    inviteMunicipalMember(email: $email, division: $division) {\n      id\n      email\n      division\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMunicipalInvitation($id: ID!) {\n    revokeMunicipalInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeMunicipalInvitation($id: ID!) {\n    revokeMunicipalInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMunicipalMemberDivision($uid: ID!, $division: String!) {\n    changeMunicipalMemberDivision(uid: $uid, division: $division)\n  }\n"): (typeof documents)["\n  mutation ChangeMunicipalMemberDivision($uid: ID!, $division: String!) {\n    changeMunicipalMemberDivision(uid: $uid, division: $division)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointMunicipalAdministrator($uid: ID!) {\n    appointMunicipalAdministrator(uid: $uid)\n  }\n"): (typeof documents)["\n  mutation AppointMunicipalAdministrator($uid: ID!) {\n    appointMunicipalAdministrator(uid: $uid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepDownMunicipalAdministrator($successorUid: ID) {\n    stepDownMunicipalAdministrator(successorUid: $successorUid)\n  }\n"): (typeof documents)["\n  mutation StepDownMunicipalAdministrator($successorUid: ID) {\n    stepDownMunicipalAdministrator(successorUid: $successorUid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverMunicipalMember($fromUid: ID!, $toUid: ID!) {\n    handOverMunicipalMember(fromUid: $fromUid, toUid: $toUid) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverMunicipalMember($fromUid: ID!, $toUid: ID!) {\n    handOverMunicipalMember(fromUid: $fromUid, toUid: $toUid) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMunicipalMember($uid: ID!, $handOverTo: ID) {\n    removeMunicipalMember(uid: $uid, handOverTo: $handOverTo) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMunicipalMember($uid: ID!, $handOverTo: ID) {\n    removeMunicipalMember(uid: $uid, handOverTo: $handOverTo) {\n      shortlists\n      savedSearches\n      documentRequests\n      inquiries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalInvitation($token: String!) {\n    municipalInvitation(token: $token) {\n      email\n      division\n      state\n      expiresAt\n      addressMatches\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MunicipalInvitation($token: String!) {\n    municipalInvitation(token: $token) {\n      email\n      division\n      state\n      expiresAt\n      addressMatches\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMunicipalInvitation($token: String!) {\n    acceptMunicipalInvitation(token: $token) {\n      state\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptMunicipalInvitation($token: String!) {\n    acceptMunicipalInvitation(token: $token) {\n      state\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalAdministratorRequests {\n    municipalAdministratorRequests {\n      uid\n      name\n      email\n      division\n      requestedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MunicipalAdministratorRequests {\n    municipalAdministratorRequests {\n      uid\n      name\n      email\n      division\n      requestedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantMunicipalAdministrator($municipalityCode: String!, $uid: ID!) {\n    grantMunicipalAdministrator(municipalityCode: $municipalityCode, uid: $uid)\n  }\n"): (typeof documents)["\n  mutation GrantMunicipalAdministrator($municipalityCode: String!, $uid: ID!) {\n    grantMunicipalAdministrator(municipalityCode: $municipalityCode, uid: $uid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySignedInDevices {\n    mySignedInDevices {\n      id\n      userAgent\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySignedInDevices {\n    mySignedInDevices {\n      id\n      userAgent\n      signedInAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherDevices($id: ID) {\n    signOutOtherDevices(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutOtherDevices($id: ID) {\n    signOutOtherDevices(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalPolicy {\n    municipalPolicy {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MunicipalPolicy {\n    municipalPolicy {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMunicipalPolicy($secondFactorRequired: Boolean!) {\n    saveMunicipalPolicy(secondFactorRequired: $secondFactorRequired) {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMunicipalPolicy($secondFactorRequired: Boolean!) {\n    saveMunicipalPolicy(secondFactorRequired: $secondFactorRequired) {\n      secondFactorRequired\n      membersWithoutSecondFactor\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalSso($municipalityCode: ID!) {\n    singleSignOnCallbackUrl\n    municipalSso(municipalityCode: $municipalityCode) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MunicipalSso($municipalityCode: ID!) {\n    singleSignOnCallbackUrl\n    municipalSso(municipalityCode: $municipalityCode) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMunicipalSso($input: MunicipalSsoSettingInput!) {\n    saveMunicipalSso(input: $input) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMunicipalSso($input: MunicipalSsoSettingInput!) {\n    saveMunicipalSso(input: $input) {\n      municipalityCode\n      issuer\n      clientId\n      hasClientSecret\n      allowedDomains\n      divisionClaim\n      enabled\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedIds($topic: String!) {\n    followedIds(topic: $topic)\n  }\n"): (typeof documents)["\n  query FollowedIds($topic: String!) {\n    followedIds(topic: $topic)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($input: FollowInput!) {\n    follow(input: $input) {\n      following\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Follow($input: FollowInput!) {\n    follow(input: $input) {\n      following\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($input: FollowInput!) {\n    unfollow(input: $input)\n  }\n"): (typeof documents)["\n  mutation Unfollow($input: FollowInput!) {\n    unfollow(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettingsFields on NotificationSettings {\n    kinds {\n      kind\n      label\n      description\n      frequency\n      frequencies\n    }\n    alwaysSent\n    follows {\n      topic\n      topicId\n      title\n      available\n    }\n    addresses {\n      address\n      role\n      verified\n      pausedAt\n      pauseReason\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationSettingsFields on NotificationSettings {\n    kinds {\n      kind\n      label\n      description\n      frequency\n      frequencies\n    }\n    alwaysSent\n    follows {\n      topic\n      topicId\n      title\n      available\n    }\n    addresses {\n      address\n      role\n      verified\n      pausedAt\n      pauseReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationFrequency($kind: String!, $frequency: String!) {\n    setNotificationFrequency(kind: $kind, frequency: $frequency) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationFrequency($kind: String!, $frequency: String!) {\n    setNotificationFrequency(kind: $kind, frequency: $frequency) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDeliveryAddress($address: String!) {\n    addDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDeliveryAddress($address: String!) {\n    addDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyDeliveryAddress($code: String!) {\n    verifyDeliveryAddress(code: $code) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyDeliveryAddress($code: String!) {\n    verifyDeliveryAddress(code: $code) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDeliveryAddress {\n    removeDeliveryAddress {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDeliveryAddress {\n    removeDeliveryAddress {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeDeliveryAddress($address: String!) {\n    resumeDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeDeliveryAddress($address: String!) {\n    resumeDeliveryAddress(address: $address) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopNotification($token: String!) {\n    stopNotification(token: $token) {\n      kind\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StopNotification($token: String!) {\n    stopNotification(token: $token) {\n      kind\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorialCaseFields on EditorialCase {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    municipality {\n      code\n      name\n      prefectureId\n      kind\n    }\n    fundingGrants {\n      id\n      title\n    }\n    solutionTitle\n    values {\n      title\n      summary\n      municipalityCode\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionName\n      vendorName\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grantIds\n      images {\n        alt\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EditorialCaseFields on EditorialCase {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    municipality {\n      code\n      name\n      prefectureId\n      kind\n    }\n    fundingGrants {\n      id\n      title\n    }\n    solutionTitle\n    values {\n      title\n      summary\n      municipalityCode\n      organizationName\n      categoryIds\n      fiscalYear\n      solutionId\n      solutionName\n      vendorName\n      background\n      approach\n      outcome\n      initialCost\n      annualCost\n      subsidyAmount\n      periodMonths\n      kpis {\n        label\n        before\n        after\n        unit\n      }\n      grantIds\n      images {\n        alt\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorialCase($id: ID!) {\n    editorialCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  query EditorialCase($id: ID!) {\n    editorialCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCase($input: CaseInput!) {\n    createCase(input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCase($input: CaseInput!) {\n    createCase(input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCase($id: ID!, $input: CaseInput!) {\n    updateCase(id: $id, input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCase($id: ID!, $input: CaseInput!) {\n    updateCase(id: $id, input: $input) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishCase($id: ID!) {\n    publishCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishCase($id: ID!) {\n    publishCase(id: $id) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleCase($id: ID!, $date: String!, $time: String!) {\n    scheduleCase(id: $id, date: $date, time: $time) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleCase($id: ID!, $date: String!, $time: String!) {\n    scheduleCase(id: $id, date: $date, time: $time) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCase($id: ID!, $reason: String!) {\n    withdrawCase(id: $id, reason: $reason) {\n      ...EditorialCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawCase($id: ID!, $reason: String!) {\n    withdrawCase(id: $id, reason: $reason) {\n      ...EditorialCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantChoices($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrantChoices($criteria: SearchInput) {\n    searchGrants(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        issuer\n        fiscalYear\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SolutionChoices($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        companyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query SolutionChoices($criteria: SearchInput) {\n    searchSolutions(criteria: $criteria) {\n      totalCount\n      items {\n        id\n        title\n        companyName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ConsoleCounts {\n    consoleCounts {\n      membersAwaitingApproval\n      membersAwaitingMunicipality\n      companiesAwaitingApproval\n      listingsAwaitingReview\n      caseProposalsAwaitingReview\n      openInquiries\n      inquiriesInProgress\n      overdueRequests\n    }\n  }\n"): (typeof documents)["\n  query ConsoleCounts {\n    consoleCounts {\n      membersAwaitingApproval\n      membersAwaitingMunicipality\n      companiesAwaitingApproval\n      listingsAwaitingReview\n      caseProposalsAwaitingReview\n      openInquiries\n      inquiriesInProgress\n      overdueRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorialGrants($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialGrants(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        issuer\n        status\n        publishedAt\n        updatedAt\n        applicationEnd\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorialGrants($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialGrants(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        issuer\n        status\n        publishedAt\n        updatedAt\n        applicationEnd\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorialCases($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialCases(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        municipalityName\n        status\n        publishedAt\n        updatedAt\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditorialCases($status: PublicationState, $search: String, $offset: Int, $limit: Int) {\n    editorialCases(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        municipalityName\n        status\n        publishedAt\n        updatedAt\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorialGrantFields on EditorialGrant {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    sourceUrl\n    values {\n      title\n      description\n      issuer\n      organization\n      ministry\n      applicantKinds\n      targetBodies\n      targetCityKinds\n      categoryIds\n      areaIds\n      fiscalYear\n      budgetKind\n      subsidyRateText\n      amountText\n      amountMax\n      eligibleCosts\n      targetText\n      applicationStart\n      applicationStartTime\n      applicationEnd\n      applicationEndTime\n      url\n      guidelineUrl\n      contact\n      attachments {\n        kind\n        title\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EditorialGrantFields on EditorialGrant {\n    id\n    status\n    publishedAt\n    updatedAt\n    withdrawnReason\n    source\n    sourceUrl\n    values {\n      title\n      description\n      issuer\n      organization\n      ministry\n      applicantKinds\n      targetBodies\n      targetCityKinds\n      categoryIds\n      areaIds\n      fiscalYear\n      budgetKind\n      subsidyRateText\n      amountText\n      amountMax\n      eligibleCosts\n      targetText\n      applicationStart\n      applicationStartTime\n      applicationEnd\n      applicationEndTime\n      url\n      guidelineUrl\n      contact\n      attachments {\n        kind\n        title\n        file {\n          key\n          name\n          kind\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorialGrant($id: ID!) {\n    editorialGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  query EditorialGrant($id: ID!) {\n    editorialGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGrant($input: GrantInput!) {\n    createGrant(input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGrant($input: GrantInput!) {\n    createGrant(input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGrant($id: ID!, $input: GrantInput!) {\n    updateGrant(id: $id, input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGrant($id: ID!, $input: GrantInput!) {\n    updateGrant(id: $id, input: $input) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGrant($id: ID!) {\n    publishGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGrant($id: ID!) {\n    publishGrant(id: $id) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleGrant($id: ID!, $date: String!, $time: String!) {\n    scheduleGrant(id: $id, date: $date, time: $time) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleGrant($id: ID!, $date: String!, $time: String!) {\n    scheduleGrant(id: $id, date: $date, time: $time) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawGrant($id: ID!, $reason: String!) {\n    withdrawGrant(id: $id, reason: $reason) {\n      ...EditorialGrantFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawGrant($id: ID!, $reason: String!) {\n    withdrawGrant(id: $id, reason: $reason) {\n      ...EditorialGrantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevisionFields on RecordRevisionView {\n    id\n    action\n    actorName\n    reason\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment RevisionFields on RecordRevisionView {\n    id\n    action\n    actorName\n    reason\n    createdAt\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantHistory($id: ID!) {\n    editorialGrant(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    grantHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n"): (typeof documents)["\n  query GrantHistory($id: ID!) {\n    editorialGrant(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    grantHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseHistory($id: ID!) {\n    editorialCase(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    caseHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n"): (typeof documents)["\n  query CaseHistory($id: ID!) {\n    editorialCase(id: $id) {\n      id\n      status\n      values {\n        title\n      }\n    }\n    caseHistory(id: $id) {\n      ...RevisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewImport($input: ImportInput!) {\n    previewImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewImport($input: ImportInput!) {\n    previewImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunImport($input: ImportInput!) {\n    runImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n"): (typeof documents)["\n  mutation RunImport($input: ImportInput!) {\n    runImport(input: $input) {\n      kind\n      fileLabel\n      full\n      dryRun\n      counts {\n        created\n        updated\n        unchanged\n        withdrawn\n        refused\n      }\n      rows {\n        place\n        sourceId\n        title\n        outcome\n        fields\n        messages\n      }\n      rowsOmitted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalDomains {\n    municipalDomains {\n      domain\n      memberCount\n      confirmedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MunicipalDomains {\n    municipalDomains {\n      domain\n      memberCount\n      confirmedAt\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersAwaitingMunicipality($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingMunicipality(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        email\n        emailDomain\n        organization\n        division\n        position\n        domainBindable\n        claimedMunicipality {\n          code\n          name\n        }\n        domainMunicipality {\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembersAwaitingMunicipality($search: String, $offset: Int, $limit: Int) {\n    membersAwaitingMunicipality(search: $search, offset: $offset, limit: $limit) {\n      total\n      items {\n        uid\n        name\n        email\n        emailDomain\n        organization\n        division\n        position\n        domainBindable\n        claimedMunicipality {\n          code\n          name\n        }\n        domainMunicipality {\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindMunicipalDomain($domain: String!, $municipality: String!) {\n    bindMunicipalDomain(domain: $domain, municipality: $municipality) {\n      domain\n    }\n  }\n"): (typeof documents)["\n  mutation BindMunicipalDomain($domain: String!, $municipality: String!) {\n    bindMunicipalDomain(domain: $domain, municipality: $municipality) {\n      domain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbindMunicipalDomain($domain: String!) {\n    unbindMunicipalDomain(domain: $domain)\n  }\n"): (typeof documents)["\n  mutation UnbindMunicipalDomain($domain: String!) {\n    unbindMunicipalDomain(domain: $domain)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMemberMunicipality($uid: ID!, $municipality: String!) {\n    confirmMemberMunicipality(uid: $uid, municipality: $municipality)\n  }\n"): (typeof documents)["\n  mutation ConfirmMemberMunicipality($uid: ID!, $municipality: String!) {\n    confirmMemberMunicipality(uid: $uid, municipality: $municipality)\n  }\n"];
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
export function graphql(source: "\n  fragment RfiFields on Rfi {\n    id\n    kind\n    title\n    background\n    origin\n    shortlistId\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    mine\n    updatedAt\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    invitations {\n      id\n      companyName\n      solutionIds\n      solutions {\n        id\n        title\n      }\n      openedAt\n      submittedAt\n      late\n      lateAllowed\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n    }\n    outcome\n    outcomeCompanyName\n    outcomeInvitationId\n    outcomeAmount\n    outcomeReason\n    closedAt\n  }\n"): (typeof documents)["\n  fragment RfiFields on Rfi {\n    id\n    kind\n    title\n    background\n    origin\n    shortlistId\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    mine\n    updatedAt\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    invitations {\n      id\n      companyName\n      solutionIds\n      solutions {\n        id\n        title\n      }\n      openedAt\n      submittedAt\n      late\n      lateAllowed\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n    }\n    outcome\n    outcomeCompanyName\n    outcomeInvitationId\n    outcomeAmount\n    outcomeReason\n    closedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rfis {\n    rfis {\n      id\n      kind\n      title\n      status\n      deadline\n      sentAt\n      mine\n      contactName\n      outcome\n      invitations {\n        id\n        submittedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Rfis {\n    rfis {\n      id\n      kind\n      title\n      status\n      deadline\n      sentAt\n      mine\n      contactName\n      outcome\n      invitations {\n        id\n        submittedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rfi($id: ID!) {\n    rfi(id: $id) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  query Rfi($id: ID!) {\n    rfi(id: $id) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RfiComparison($id: ID!, $years: Int) {\n    rfiComparison(id: $id, years: $years) {\n      rfiId\n      years\n      asked\n      answered\n      reasonSentence\n      columns {\n        invitationId\n        companyName\n        submittedAt\n        late\n      }\n      rows {\n        role\n        label\n        cells\n        amounts\n        differs\n        lowest\n      }\n    }\n  }\n"): (typeof documents)["\n  query RfiComparison($id: ID!, $years: Int) {\n    rfiComparison(id: $id, years: $years) {\n      rfiId\n      years\n      asked\n      answered\n      reasonSentence\n      columns {\n        invitationId\n        companyName\n        submittedAt\n        late\n      }\n      rows {\n        role\n        label\n        cells\n        amounts\n        differs\n        lowest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRfi($input: RfiInput!) {\n    createRfi(input: $input) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRfi($input: RfiInput!) {\n    createRfi(input: $input) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRfi($id: ID!, $input: RfiInput!) {\n    updateRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRfi($id: ID!, $input: RfiInput!) {\n    updateRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortlistRfis($shortlistId: ID!) {\n    shortlistRfis(shortlistId: $shortlistId) {\n      id\n      kind\n      title\n      status\n      outcome\n      deadline\n      contactName\n      mine\n    }\n  }\n"): (typeof documents)["\n  query ShortlistRfis($shortlistId: ID!) {\n    shortlistRfis(shortlistId: $shortlistId) {\n      id\n      kind\n      title\n      status\n      outcome\n      deadline\n      contactName\n      mine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRfi($id: ID!) {\n    sendRfi(id: $id) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendRfi($id: ID!) {\n    sendRfi(id: $id) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AllowLateRfiAnswer($id: ID!, $invitationId: ID!) {\n    allowLateRfiAnswer(id: $id, invitationId: $invitationId) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation AllowLateRfiAnswer($id: ID!, $invitationId: ID!) {\n    allowLateRfiAnswer(id: $id, invitationId: $invitationId) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerRfiClarification($id: ID!, $clarificationId: ID!, $answer: String!) {\n    answerRfiClarification(id: $id, clarificationId: $clarificationId, answer: $answer) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerRfiClarification($id: ID!, $clarificationId: ID!, $answer: String!) {\n    answerRfiClarification(id: $id, clarificationId: $clarificationId, answer: $answer) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseRfi($id: ID!, $input: RfiCloseInput!) {\n    closeRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloseRfi($id: ID!, $input: RfiCloseInput!) {\n    closeRfi(id: $id, input: $input) {\n      ...RfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorRfiFields on VendorRfi {\n    id\n    kind\n    title\n    background\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    canAnswer\n    answerBlockedReason\n    caseStart {\n      solutionId\n      municipality\n      organizationName\n      amount\n    }\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n      askedByYou\n    }\n    myAnswer {\n      id\n      companyName\n      submittedAt\n      late\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VendorRfiFields on VendorRfi {\n    id\n    kind\n    title\n    background\n    specName\n    specPath\n    deadline\n    status\n    sentAt\n    organization\n    contactName\n    canAnswer\n    answerBlockedReason\n    caseStart {\n      solutionId\n      municipality\n      organizationName\n      amount\n    }\n    questions {\n      id\n      kind\n      label\n      choices\n      unit\n    }\n    clarifications {\n      id\n      question\n      answer\n      askedAt\n      answeredAt\n      askedByYou\n    }\n    myAnswer {\n      id\n      companyName\n      submittedAt\n      late\n      quoteName\n      quotePath\n      answers {\n        questionId\n        text\n        yes\n        choice\n        number\n        price {\n          initial\n          annual\n          unitPrice\n          quantity\n          taxIncluded\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedRfis {\n    receivedRfis {\n      id\n      kind\n      title\n      organization\n      deadline\n      status\n      canAnswer\n      myAnswer {\n        id\n        submittedAt\n        late\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivedRfis {\n    receivedRfis {\n      id\n      kind\n      title\n      organization\n      deadline\n      status\n      canAnswer\n      myAnswer {\n        id\n        submittedAt\n        late\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedRfi($id: ID!) {\n    receivedRfi(id: $id) {\n      ...VendorRfiFields\n    }\n  }\n"): (typeof documents)["\n  query ReceivedRfi($id: ID!) {\n    receivedRfi(id: $id) {\n      ...VendorRfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRfiAnswer($id: ID!, $input: RfiAnswerSubmission!) {\n    saveRfiAnswer(id: $id, input: $input) {\n      ...VendorRfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRfiAnswer($id: ID!, $input: RfiAnswerSubmission!) {\n    saveRfiAnswer(id: $id, input: $input) {\n      ...VendorRfiFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskRfiClarification($id: ID!, $question: String!) {\n    askRfiClarification(id: $id, question: $question) {\n      ...VendorRfiFields\n    }\n  }\n"): (typeof documents)["\n  mutation AskRfiClarification($id: ID!, $question: String!) {\n    askRfiClarification(id: $id, question: $question) {\n      ...VendorRfiFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation StopAlert($token: String!, $search: ID) {\n    stopAlert(token: $token, search: $search) {\n      stopped\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StopAlert($token: String!, $search: ID) {\n    stopAlert(token: $token, search: $search) {\n      stopped\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n"): (typeof documents)["\n  query KeywordSuggestions($section: Section!, $prefix: String!) {\n    suggest(section: $section, prefix: $prefix) {\n      term\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ShortlistPanel_shortlist on ShortlistView {\n    id\n    name\n    createdBy\n    createdAt\n    entries {\n      id\n      section\n      recordId\n      status\n      note\n      addedBy\n      addedAt\n      updatedBy\n      updatedAt\n      available\n      solution {\n        id\n        uid\n        title\n        companyName\n      }\n      grant {\n        id\n        title\n        issuer\n        applicationEnd\n        applicationStatus\n        daysLeft\n      }\n      case {\n        id\n        title\n        organizationName\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query MyMunicipality {\n    myMunicipality {\n      state\n      organization\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMunicipality {\n    myMunicipality {\n      state\n      organization\n      municipality {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    initialCost\n    annualCost\n    pricingUnit\n    freeTrial\n    supportHours\n    deliveryPeriod\n    certifications\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionDetail_solution on Solution {\n    id\n    uid\n    title\n    description\n    categories {\n      id\n      name\n      subnames\n    }\n    areas {\n      id\n      name\n    }\n    targetCityKinds\n    targetPopulationBands\n    detailItems\n    titleItems\n    explainItems\n    offices {\n      officeName\n      address\n    }\n    priceText\n    initialCost\n    annualCost\n    pricingUnit\n    freeTrial\n    supportHours\n    deliveryPeriod\n    certifications\n    videoUrl\n    thumbnailUrl\n    imageUrls\n    videoFileUrl\n    documentName\n    status\n    fiscalYear\n    publishedAt\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n      address\n      url\n      corporateNumber\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionLinks_solution on Solution {\n    eligibleGrants {\n      note\n      grant {\n        id\n        title\n        issuer\n        applicationStatus\n        daysLeft\n      }\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n"): (typeof documents)["\n  fragment SolutionLinks_solution on Solution {\n    eligibleGrants {\n      note\n      grant {\n        id\n        title\n        issuer\n        applicationStatus\n        daysLeft\n      }\n    }\n    cases {\n      id\n      title\n      organizationName\n      fiscalYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"): (typeof documents)["\n  fragment SolutionResultItem_solution on SolutionSummary {\n    id\n    uid\n    title\n    excerpt\n    snippet {\n      text\n      inDocument\n      highlights {\n        start\n        length\n      }\n    }\n    companyName\n    categories {\n      id\n      name\n    }\n    areaNames\n    fiscalYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n    viewer {\n      role\n    }\n  }\n"): (typeof documents)["\n  query CurrentProfile {\n    me {\n      uid\n      email\n      telephone\n      lastName\n      firstName\n      lastNameKana\n      firstNameKana\n      division\n      position\n      organization\n      municipalityCode\n      isMunicipality\n      municipalStatus\n      companyId\n      isOperatorBusiness\n      notifyDocumentUpdates\n    }\n    viewer {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n"): (typeof documents)["\n  mutation ReportListingEvents($event: String!, $listingIds: [ID!]!) {\n    recordListingEvents(event: $event, listingIds: $listingIds)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;