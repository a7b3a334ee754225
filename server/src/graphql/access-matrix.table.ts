/**
 * The authorization matrix (docs/accounts-and-roles.md) as data: who may call each GraphQL root field, each REST route and each
 * file route (uploads, listing files, document downloads). access-matrix.test.ts runs every row
 * as anonymous, member, trial, municipal, vendor and operator with real Auth-emulator tokens and
 * fails when a schema field, or any route the app serves under /api, has no row, so a new
 * operation cannot ship without a reviewed decision.
 *
 * Adding an operation: add one line per distinct case (own vs. someone else's object, …).
 * `allow` lists the roles that must succeed; every other role must be refused (UNAUTHENTICATED
 * for anonymous callers, FORBIDDEN / TRIAL_ACCOUNT / NOT_FOUND for the rest). A role allowed the
 * field but not the object (another company's listing, a draft) gets NOT_FOUND, the very answer of
 * an unknown id, so refusals reveal no ids; access-objects.test.ts compares the two. Placeholders:
 *   $self / $selfEmail    the calling user's uid / e-mail       $other  another member's uid
 *   $ownSolution          a listing of the vendor's company     $foreignSolution  another company's
 *   $grant / $case        a published grant / case id       $pending  a member awaiting approval
 *   $reviewListing / $returnListing  listings under review    $pendingCompany  a company awaiting approval
 *   $ownImage  the path of an image the vendor uploaded
 *   $municipalRequest / $municipalItem  a document request of the municipal caller and its item
 *   $declinable  another member awaiting approval   $inquiry  an inquiry's 受付番号   $otherEmail  $other's address
 *   $foreignRequest / $foreignItem  a request of the municipal caller to another company
 *   $shortlist / $shortlistEntry / $spareShortlist / $spareEntry  the municipal caller's municipality's
 *   $foreignShortlist / $foreignEntry  a shortlist of another municipality and its entry
 *   $savedSearch  a saved search of another user (the own ones are in saved-search.test.ts)
 *   $alertToken  a stop token of a user who is none of the callers (no sign-in needed)
 *   $notificationToken  a notification mail's stop token of that same user
 *   $unconfirmed  municipal staff on an unbound domain (their municipality is not confirmed)
 *   $importFile  a grants spreadsheet the operator uploaded for import
 *   $grantAttachment  the path of a 公募要領 PDF of $grant
 *   $draftGrant / $publishableGrant / $schedulableGrant / $withdrawableGrant  grants in the state each
 *   step starts from (a complete draft, a published one); the same $…Case for cases
 *   $ownCaseProposal / $withdrawableCaseProposal  drafts of the vendor's company's case proposals
 *   $reviewCaseProposal / $returnCaseProposal  its proposals under review   $foreignCaseProposal  another company's
 *   $operatorRecoveryCode  one of the operator's recovery codes   $ssoHandoff  a finished federated sign-in's code
 * Mutation inputs name a fixture in MATRIX_INPUTS (below) with `input: 'name'`.
 */
import { japanDate, type Role } from '@portal/shared';
import { RFI_INPUTS, RFI_ROWS } from './access-matrix.rfi';
import { COMPANY_TEAM_FILE_ROWS, COMPANY_TEAM_ROWS } from './access-matrix.company-team';
import { API_KEY_INPUTS, API_KEY_ROWS } from './access-matrix.api-keys';

export const EVERYONE: readonly Role[] = ['anonymous', 'member', 'trial', 'municipal', 'vendor', 'operator'];
export const SIGNED_IN: readonly Role[] = ['member', 'trial', 'municipal', 'vendor', 'operator'];
const DETAIL: readonly Role[] = ['trial', 'municipal', 'operator'];
const NOBODY: readonly Role[] = [];
/** A publication date the editor accepts (in the future, within a year). */
const IN_A_MONTH = japanDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));

export interface GraphQLRow {
  /** `Query.field` or `Mutation.field`, then an optional case label in parentheses. */
  op: string;
  /** Arguments; with `input` as well, both are passed. */
  args?: Record<string, string | boolean | readonly string[]>;
  input?: keyof typeof MATRIX_INPUTS;
  allow: readonly Role[];
}

export interface RestRow {
  /** `METHOD /path` exactly as in REST_ROUTES, then an optional case label in parentheses. */
  op: string;
  url: string;
  body?: keyof typeof MATRIX_INPUTS;
  allow: readonly Role[];
}

export const GRAPHQL_MATRIX: readonly GraphQLRow[] = [
  ...RFI_ROWS,
  { op: 'Query.categories', allow: EVERYONE },
  { op: 'Query.searchGrants', allow: EVERYONE },
  { op: 'Query.allGrants', allow: EVERYONE },
  { op: 'Query.grantCount', allow: EVERYONE },
  { op: 'Query.grant', args: { id: '$grant' }, allow: DETAIL },
  // Imports: the operator's upload, previewed then run (the file is the operator's own upload).
  { op: 'Mutation.previewImport', input: 'importFile', allow: ['operator'] },
  { op: 'Mutation.runImport', input: 'importFile', allow: ['operator'] },
  { op: 'Query.searchCases', allow: EVERYONE },
  { op: 'Query.allCases', allow: EVERYONE },
  { op: 'Query.caseCount', allow: EVERYONE },
  { op: 'Query.case', args: { id: '$case' }, allow: DETAIL },
  // Answers everyone signed in; who has no municipality gets a message, not an error.
  { op: 'Query.similarCases', allow: SIGNED_IN },
  { op: 'Mutation.updateCaseFigures', args: { id: '$case' }, input: 'caseFigures', allow: ['operator'] },
  // The editorial screens: operators only, on drafts as on published records.
  { op: 'Query.editorialGrants', allow: ['operator'] },
  { op: 'Query.editorialGrant', args: { id: '$draftGrant' }, allow: ['operator'] },
  { op: 'Query.grantHistory', args: { id: '$grant' }, allow: ['operator'] },
  { op: 'Mutation.createGrant', input: 'grantDraft', allow: ['operator'] },
  { op: 'Mutation.updateGrant', args: { id: '$draftGrant' }, input: 'grantDraft', allow: ['operator'] },
  { op: 'Mutation.publishGrant', args: { id: '$publishableGrant' }, allow: ['operator'] },
  {
    op: 'Mutation.scheduleGrant',
    args: { id: '$schedulableGrant', date: IN_A_MONTH, time: '09:00' },
    allow: ['operator'],
  },
  { op: 'Mutation.withdrawGrant', args: { id: '$withdrawableGrant', reason: '権限の確認' }, allow: ['operator'] },
  { op: 'Query.editorialCases', allow: ['operator'] },
  { op: 'Query.editorialCase', args: { id: '$draftCase' }, allow: ['operator'] },
  { op: 'Query.caseHistory', args: { id: '$case' }, allow: ['operator'] },
  { op: 'Mutation.createCase', input: 'caseDraft', allow: ['operator'] },
  { op: 'Mutation.updateCase', args: { id: '$draftCase' }, input: 'caseDraft', allow: ['operator'] },
  { op: 'Mutation.publishCase', args: { id: '$publishableCase' }, allow: ['operator'] },
  {
    op: 'Mutation.scheduleCase',
    args: { id: '$schedulableCase', date: IN_A_MONTH, time: '09:00' },
    allow: ['operator'],
  },
  { op: 'Mutation.withdrawCase', args: { id: '$withdrawableCase', reason: '権限の確認' }, allow: ['operator'] },
  { op: 'Query.searchSolutions', allow: SIGNED_IN },
  { op: 'Query.allSolutions', allow: SIGNED_IN },
  { op: 'Query.solutionCount', allow: EVERYONE },
  { op: 'Query.suggest (grants)', args: { section: 'grants', prefix: 'ぼう' }, allow: EVERYONE },
  { op: 'Query.suggest (cases)', args: { section: 'cases', prefix: 'ぼう' }, allow: EVERYONE },
  { op: 'Query.suggest (solutions)', args: { section: 'solutions', prefix: 'ぼう' }, allow: SIGNED_IN },
  { op: 'Query.solution (own listing)', args: { id: '$ownSolution' }, allow: [...DETAIL, 'vendor'] },
  { op: 'Query.solution (another company)', args: { id: '$foreignSolution' }, allow: DETAIL },
  { op: 'Query.me', allow: SIGNED_IN },
  { op: 'Query.viewer', allow: SIGNED_IN },
  { op: 'Query.profile (self)', args: { uid: '$self' }, allow: SIGNED_IN },
  { op: 'Query.profile (another user)', args: { uid: '$other' }, allow: ['operator'] },
  { op: 'Query.pendingMunicipalMembers', allow: ['operator'] },
  { op: 'Mutation.approveMunicipalMember', args: { uid: '$pending' }, allow: ['operator'] },
  { op: 'Mutation.syncProfileEmail', allow: SIGNED_IN },
  { op: 'Mutation.registerMunicipality (self)', input: 'registerSelf', allow: SIGNED_IN },
  { op: 'Mutation.registerMunicipality (another user)', input: 'registerOther', allow: NOBODY },
  { op: 'Mutation.updateProfile (self)', input: 'profileSelf', allow: SIGNED_IN },
  { op: 'Mutation.updateProfile (another user)', input: 'profileOther', allow: ['operator'] },
  // Trial accounts get TRIAL_ACCOUNT; the requester-only rules are in document-request tests.
  { op: 'Mutation.submitDocumentRequest', input: 'documentRequest', allow: ['municipal'] },
  { op: 'Query.myDocumentRequests', allow: ['municipal', 'operator'] },
  { op: 'Query.documentRequest (no such request)', args: { uid: 'no-such-request' }, allow: NOBODY },
  { op: 'Query.requestedDocuments', allow: ['municipal', 'operator'] },
  { op: 'Mutation.submitInquiry', input: 'inquiry', allow: EVERYONE },
  // Vendors (docs/requests-and-listings.md): own company's listings; operators review and publish.
  { op: 'Mutation.registerCompany (another user)', input: 'companyOther', allow: NOBODY },
  { op: 'Query.myCompany', allow: ['vendor'] },
  { op: 'Query.pendingCompanies', allow: ['operator'] },
  { op: 'Mutation.approveCompany', args: { id: '$pendingCompany' }, allow: ['operator'] },
  { op: 'Query.receivedDocumentRequests', allow: ['vendor'] },
  // Companies with several users (docs/company-teams.md).
  ...COMPANY_TEAM_ROWS,
  { op: 'Query.myListings', allow: ['vendor'] },
  { op: 'Query.listing (own listing)', args: { id: '$ownSolution' }, allow: ['vendor', 'operator'] },
  { op: 'Query.listing (another company)', args: { id: '$foreignSolution' }, allow: ['operator'] },
  { op: 'Query.listingsForReview', allow: ['operator'] },
  { op: 'Mutation.createListing', input: 'listingDraft', allow: ['vendor'] },
  {
    op: 'Mutation.updateListing (own listing)',
    args: { id: '$ownSolution' },
    input: 'listingDraft',
    allow: ['vendor', 'operator'],
  },
  {
    op: 'Mutation.updateListing (another company)',
    args: { id: '$foreignSolution' },
    input: 'listingDraft',
    allow: ['operator'],
  },
  { op: 'Mutation.publishListing', args: { id: '$reviewListing' }, allow: ['operator'] },
  { op: 'Mutation.returnListing', args: { id: '$returnListing', comment: '確認' }, allow: ['operator'] },
  // Linked knowledge: operators link a case to the grants that funded it. The link fields (Solution.eligibleGrants,
  // .cases, Grant.solutions, .cases, Case.solution, .grants) are reached only through Query.solution,
  // .grant and .case above and list published records only (modules/links/links.test.ts).
  { op: 'Mutation.setCaseGrants', args: { caseId: '$case', grantIds: '$grant' }, allow: ['operator'] },
  // Vendors propose cases of their own published listings; operators review them. Another
  // company's proposal answers NOT_FOUND to a vendor (case-proposal.service.test.ts tries each act).
  { op: 'Query.myCaseProposals', allow: ['vendor'] },
  { op: 'Query.caseProposal (own company)', args: { id: '$ownCaseProposal' }, allow: ['vendor', 'operator'] },
  { op: 'Query.caseProposal (another company)', args: { id: '$foreignCaseProposal' }, allow: ['operator'] },
  { op: 'Query.caseProposalsForReview', allow: ['operator'] },
  { op: 'Mutation.createCaseProposal', input: 'caseProposalDraft', allow: ['vendor'] },
  {
    op: 'Mutation.updateCaseProposal (own company)',
    args: { id: '$ownCaseProposal' },
    input: 'caseProposalDraft',
    allow: ['vendor'],
  },
  {
    op: 'Mutation.updateCaseProposal (another company)',
    args: { id: '$foreignCaseProposal' },
    input: 'caseProposalDraft',
    allow: NOBODY,
  },
  { op: 'Mutation.withdrawCaseProposal (own company)', args: { id: '$withdrawableCaseProposal' }, allow: ['vendor'] },
  { op: 'Mutation.withdrawCaseProposal (another company)', args: { id: '$foreignCaseProposal' }, allow: NOBODY },
  { op: 'Mutation.publishCaseProposal', args: { id: '$reviewCaseProposal' }, allow: ['operator'] },
  { op: 'Mutation.returnCaseProposal', args: { id: '$returnCaseProposal', comment: '確認' }, allow: ['operator'] },
  // 自団体の事例: answered to everyone signed in (empty for all but confirmed municipal staff).
  { op: 'Query.ownMunicipalityCases', args: { ids: ['$case'] }, allow: SIGNED_IN },
  // The operator console (docs/operator-console.md): operators only, every list and action.
  { op: 'Query.membersAwaitingApproval', allow: ['operator'] },
  { op: 'Query.consoleCounts', allow: ['operator'] },
  { op: 'Mutation.declineMunicipalMember', args: { uid: '$declinable', reason: '確認' }, allow: ['operator'] },
  { op: 'Query.inquiries', allow: ['operator'] },
  { op: 'Mutation.setInquiryStatus', args: { uid: '$inquiry', status: 'in_progress' }, allow: ['operator'] },
  { op: 'Mutation.replyToInquiry', args: { uid: '$inquiry', body: '回答です' }, allow: ['operator'] },
  { op: 'Query.auditEvents', allow: ['operator'] },
  { op: 'Query.users', args: { email: '$otherEmail' }, allow: ['operator'] },
  // In this order: the operator disables $other, then enables the account again.
  { op: 'Mutation.disableUser', args: { uid: '$other', reason: '確認' }, allow: ['operator'] },
  { op: 'Mutation.enableUser', args: { uid: '$other', reason: '確認' }, allow: ['operator'] },
  // Request lifecycle (own company's requests only; $foreignRequest went to another
  // company) and member self-service. deleteMyAccount's success per earned role is in
  // modules/profile/self-service.test.ts (a success here would delete the matrix's callers).
  { op: 'Mutation.openReceivedDocumentRequest (own company)', args: { uid: '$municipalRequest' }, allow: ['vendor'] },
  { op: 'Mutation.openReceivedDocumentRequest (another company)', args: { uid: '$foreignRequest' }, allow: NOBODY },
  {
    op: 'Mutation.setRequestItemStatus (own company)',
    args: { itemId: '$municipalItem', status: 'in_progress' },
    allow: ['vendor'],
  },
  {
    op: 'Mutation.setRequestItemStatus (another company)',
    args: { itemId: '$foreignItem', status: 'in_progress' },
    allow: NOBODY,
  },
  { op: 'Query.overdueRequests', allow: ['operator'] },
  { op: 'Mutation.updateMyTelephone', args: { telephone: '03-1111-2222' }, allow: SIGNED_IN },
  { op: 'Mutation.setDocumentUpdateMails', args: { enabled: true }, allow: SIGNED_IN },
  { op: "Mutation.deleteMyAccount (not the caller's address)", args: { confirmEmail: 'x@example.jp' }, allow: NOBODY },
  // My portal (docs/my-portal.md): bookmarks are the caller's own; a shortlist belongs to one
  // municipality ($shortlist: the municipal caller's, $foreignShortlist: another municipality's).
  { op: 'Query.bookmarks', allow: SIGNED_IN },
  { op: 'Query.bookmarkedIds', args: { section: 'grants' }, allow: SIGNED_IN },
  { op: 'Mutation.addBookmark', input: 'bookmark', allow: SIGNED_IN },
  { op: 'Mutation.removeBookmark', args: { section: 'grants', recordId: '$grant' }, allow: SIGNED_IN },
  { op: 'Query.savedSearches', allow: SIGNED_IN },
  { op: 'Mutation.saveSearch', input: 'savedSearch', allow: SIGNED_IN },
  { op: 'Mutation.markSavedSearchViewed (another user)', args: { id: '$savedSearch' }, allow: NOBODY },
  { op: 'Mutation.setSavedSearchAlert (another user)', args: { id: '$savedSearch', alert: 'off' }, allow: NOBODY },
  { op: 'Mutation.deleteSavedSearch (another user)', args: { id: '$savedSearch' }, allow: NOBODY },
  { op: 'Query.shortlists', allow: ['municipal'] },
  { op: 'Mutation.createShortlist', args: { name: '権限の確認' }, allow: ['municipal'] },
  { op: 'Mutation.addShortlistEntry (own municipality)', input: 'shortlistEntry', allow: ['municipal'] },
  { op: 'Mutation.addShortlistEntry (another municipality)', input: 'foreignShortlistEntry', allow: NOBODY },
  { op: 'Mutation.updateShortlistEntry (own municipality)', input: 'shortlistUpdate', allow: ['municipal'] },
  { op: 'Mutation.updateShortlistEntry (another municipality)', input: 'foreignShortlistUpdate', allow: NOBODY },
  { op: 'Mutation.removeShortlistEntry (own municipality)', args: { entryId: '$spareEntry' }, allow: ['municipal'] },
  { op: 'Mutation.removeShortlistEntry (another municipality)', args: { entryId: '$foreignEntry' }, allow: NOBODY },
  { op: 'Mutation.deleteShortlist (own municipality)', args: { id: '$spareShortlist' }, allow: ['municipal'] },
  { op: 'Mutation.deleteShortlist (another municipality)', args: { id: '$foreignShortlist' }, allow: NOBODY },
  // Earned municipal membership (docs/accounts-and-roles.md): the member reads their own state;
  // operators bind domains and confirm members (in this order: bind, then unbind).
  { op: 'Query.myMunicipality', allow: ['municipal'] },
  // The municipality master is public data; registration searches it before an account exists.
  { op: 'Query.municipalities', args: { search: 'おといねっぷ' }, allow: EVERYONE },
  { op: 'Query.municipalDomains', allow: ['operator'] },
  { op: 'Query.membersAwaitingMunicipality', allow: ['operator'] },
  {
    op: 'Mutation.bindMunicipalDomain',
    args: { domain: 'city.matrix.lg.jp', municipality: '旭川市' },
    allow: ['operator'],
  },
  { op: 'Mutation.unbindMunicipalDomain', args: { domain: 'city.matrix.lg.jp' }, allow: ['operator'] },
  {
    op: 'Mutation.confirmMemberMunicipality',
    args: { uid: '$unconfirmed', municipality: '旭川市' },
    allow: ['operator'],
  },
  // 自治体管理者 (docs/accounts-and-roles.md). The matrix's municipal caller administers nothing,
  // so every administrator operation is refused here; municipal-admin.test.ts runs them as a real
  // administrator and attacks other municipalities' members, replayed and foreign invitations.
  { op: 'Query.myMunicipalAdministration', allow: ['municipal'] },
  { op: 'Mutation.requestMunicipalAdministrator', allow: ['municipal'] },
  { op: 'Query.municipalAdministratorRequests', allow: ['operator'] },
  {
    op: 'Mutation.grantMunicipalAdministrator (no such request)',
    args: { municipalityCode: '012041', uid: '$other' },
    allow: NOBODY,
  },
  { op: 'Query.municipalStaff (not an administrator)', allow: NOBODY },
  { op: 'Query.municipalPolicy (not an administrator)', allow: NOBODY },
  {
    op: 'Mutation.saveMunicipalPolicy (not an administrator)',
    args: { secondFactorRequired: true },
    allow: NOBODY,
  },
  {
    op: 'Mutation.inviteMunicipalMember (not an administrator)',
    args: { email: 'matrix@example.jp', division: '総務課' },
    allow: NOBODY,
  },
  { op: 'Mutation.revokeMunicipalInvitation (not an administrator)', args: { id: '1' }, allow: NOBODY },
  { op: 'Query.municipalInvitation (a token nobody issued)', args: { token: 'matrix' }, allow: NOBODY },
  { op: 'Mutation.acceptMunicipalInvitation (a token nobody issued)', args: { token: 'matrix' }, allow: NOBODY },
  {
    op: 'Mutation.changeMunicipalMemberDivision (not an administrator)',
    args: { uid: '$self', division: '企画課' },
    allow: NOBODY,
  },
  { op: 'Mutation.appointMunicipalAdministrator (not an administrator)', args: { uid: '$self' }, allow: NOBODY },
  { op: 'Mutation.stepDownMunicipalAdministrator (not an administrator)', allow: NOBODY },
  {
    op: 'Mutation.handOverMunicipalMember (not an administrator)',
    args: { fromUid: '$other', toUid: '$self' },
    allow: NOBODY,
  },
  { op: 'Mutation.removeMunicipalMember (not an administrator)', args: { uid: '$other' }, allow: NOBODY },
  // Signed-in devices are the caller's own (session.test.ts signs one out and is refused after).
  { op: 'Query.mySignedInDevices', allow: SIGNED_IN },
  { op: 'Mutation.signOutOtherDevices (a device that is not the caller’s)', args: { id: '999999' }, allow: NOBODY },
  ...API_KEY_ROWS,
  // The token is the authority; a signed-in caller other than its user is refused (alert.test.ts).
  { op: 'Mutation.stopAlert (another user’s token)', args: { token: '$alertToken' }, allow: ['anonymous'] },
  // Notifications (docs/notifications.md): a solution is followed only by those who read its
  // detail, a shortlist only inside its municipality (another's answers NOT_FOUND); a stop token
  // is its own authority, refused to a signed-in user other than its owner (notification.test.ts).
  { op: 'Query.notificationSettings', allow: SIGNED_IN },
  { op: 'Query.followedIds', args: { topic: 'grants' }, allow: SIGNED_IN },
  { op: 'Mutation.follow (a grant)', input: 'followGrant', allow: SIGNED_IN },
  { op: 'Mutation.follow (a solution)', input: 'followSolution', allow: DETAIL },
  { op: 'Mutation.follow (own municipality’s shortlist)', input: 'followShortlist', allow: ['municipal'] },
  { op: 'Mutation.follow (another municipality’s shortlist)', input: 'followForeignShortlist', allow: NOBODY },
  { op: 'Mutation.unfollow', input: 'followGrant', allow: SIGNED_IN },
  { op: 'Mutation.setNotificationFrequency', args: { kind: 'record', frequency: 'daily' }, allow: SIGNED_IN },
  { op: 'Mutation.verifyDeliveryAddress (none waiting)', args: { code: '123456' }, allow: NOBODY },
  { op: 'Mutation.addDeliveryAddress', args: { address: 'matrix@lgwan.example.lg.jp' }, allow: SIGNED_IN },
  { op: 'Mutation.removeDeliveryAddress', allow: SIGNED_IN },
  { op: 'Mutation.resumeDeliveryAddress (another user’s address)', args: { address: '$otherEmail' }, allow: NOBODY },
  {
    op: 'Mutation.stopNotification (another user’s token)',
    args: { token: '$notificationToken' },
    allow: ['anonymous'],
  },
  // Comparison: the solution detail's rule for every listing; a vendor only its own
  // (another company's listing answers NOT_FOUND; comparison.test.ts has the vendor's own).
  {
    op: 'Query.solutionComparison (published listings)',
    args: { ids: ['$foreignSolution', '$ownSolution'] },
    allow: DETAIL,
  },
  // The second factor is the caller's own (second-factor.test.ts attacks replays, other users'
  // sessions and used recovery codes). Only the operator has an authenticator app: the others have
  // nothing to check a code against, and the operator's key is never replaced through the API.
  { op: 'Query.secondFactorStatus', allow: SIGNED_IN },
  {
    op: 'Mutation.verifySecondFactor (the operator’s recovery code)',
    args: { code: '$operatorRecoveryCode' },
    allow: ['operator'],
  },
  { op: 'Mutation.startSecondFactorEnrolment', allow: ['member', 'trial', 'municipal', 'vendor'] },
  // Single sign-on (sso.test.ts attacks the IdP's answers and replays): the settings are an
  // operator's or the municipality's administrator's (the matrix has none); a hand-off code works once.
  { op: 'Query.singleSignOnProviders', allow: EVERYONE },
  { op: 'Query.singleSignOnCallbackUrl', allow: SIGNED_IN },
  { op: 'Query.municipalSso', args: { municipalityCode: '011002' }, allow: ['operator'] },
  { op: 'Mutation.saveMunicipalSso', input: 'municipalSso', allow: ['operator'] },
  {
    op: 'Mutation.redeemSingleSignOn (a finished sign-in’s code)',
    args: { code: '$ssoHandoff' },
    allow: ['anonymous'],
  },
];

export const REST_MATRIX: readonly RestRow[] = [
  { op: 'GET /rfis/:id (own municipality)', url: '/rfis/$rfi', allow: ['municipal'] },
  { op: 'GET /rfis/:id (another municipality)', url: '/rfis/$foreignRfi', allow: NOBODY },
  { op: 'GET /vendor/rfis/:id (invited)', url: '/vendor/rfis/$rfi', allow: ['vendor'] },
  { op: 'GET /vendor/rfis/:id (not invited)', url: '/vendor/rfis/$rfiNotInvited', allow: NOBODY },
  { op: 'GET /auth/:uid (self)', url: '/auth/$self', allow: SIGNED_IN },
  { op: 'GET /auth/:uid (another user)', url: '/auth/$other', allow: ['operator'] },
  { op: 'GET /users/:uid (self)', url: '/users/$self', allow: SIGNED_IN },
  { op: 'GET /users/:uid (another user)', url: '/users/$other', allow: ['operator'] },
  { op: 'POST /auth/edit (self)', url: '/auth/edit', body: 'profileSelf', allow: SIGNED_IN },
  { op: 'POST /auth/edit (another user)', url: '/auth/edit', body: 'profileOther', allow: ['operator'] },
  { op: 'POST /auth/mun-register (self)', url: '/auth/mun-register', body: 'registerSelf', allow: SIGNED_IN },
  { op: 'POST /auth/mun-register (another user)', url: '/auth/mun-register', body: 'registerOther', allow: NOBODY },
  { op: 'POST /auth/com-register (another user)', url: '/auth/com-register', body: 'companyOther', allow: NOBODY },
  { op: 'GET /service/:section/search (grants)', url: '/service/grants/search?searchKeyword=a', allow: EVERYONE },
  { op: 'GET /service/:section/search (cases, all)', url: '/service/cases/search?searchType=cases', allow: EVERYONE },
  { op: 'GET /service/:section/search (solutions)', url: '/service/solutions/search?page=1', allow: SIGNED_IN },
  { op: 'GET /service/:section/search (grant detail)', url: '/service/grants/search?id=$grant', allow: DETAIL },
  { op: 'GET /service/:section/search (case detail)', url: '/service/cases/search?id=$case', allow: DETAIL },
  {
    op: 'GET /service/:section/search (own listing)',
    url: '/service/solutions/search?id=$ownSolution&searchType=solutions',
    allow: [...DETAIL, 'vendor'],
  },
  {
    op: 'GET /service/:section/search (another company)',
    url: '/service/solutions/search?id=$foreignSolution',
    allow: DETAIL,
  },
  {
    op: 'GET /service/:section/suggest (grants)',
    url: '/service/grants/suggest?q=%E3%81%BC%E3%81%86',
    allow: EVERYONE,
  },
  { op: 'GET /service/:section/suggest (cases)', url: '/service/cases/suggest?q=dx', allow: EVERYONE },
  { op: 'GET /service/:section/suggest (solutions)', url: '/service/solutions/suggest?q=dx', allow: SIGNED_IN },
  { op: 'GET /service/:x/count', url: '/service/any/count?searchType=solutions', allow: EVERYONE },
];

export interface FileRow {
  /** `METHOD /path` as the route is declared under /api, then an optional case label. */
  op: string;
  url: string;
  /** POST this file as the raw body (an upload). */
  upload?: 'png' | 'pdf';
  /** POST this input as a JSON body. */
  json?: keyof typeof MATRIX_INPUTS;
  allow: readonly Role[];
}

/** Routes outside the REST façade's table: their own handlers, the same rules. */
export const FILE_MATRIX: readonly FileRow[] = [
  // Requests for information: the 仕様書 to the municipality and the invited, a quote to the
  // municipality and its vendor, the comparison's export to the municipality.
  { op: 'POST /uploads (rfi)', url: '/uploads?purpose=rfi', upload: 'pdf', allow: ['municipal', 'vendor'] },
  { op: 'GET /rfis/:id/spec (invited)', url: '/rfis/$rfi/spec', allow: ['municipal', 'vendor'] },
  { op: 'GET /rfis/:id/spec (not invited)', url: '/rfis/$rfiNotInvited/spec', allow: NOBODY },
  { op: 'GET /rfis/:id/answers/:invitationId/quote', url: '$rfiQuote', allow: ['municipal', 'vendor'] },
  { op: 'GET /rfis/:id/comparison/export', url: '/rfis/$rfi/comparison/export?format=xlsx', allow: ['municipal'] },
  {
    op: 'GET /rfis/:id/comparison/export (another municipality)',
    url: '/rfis/$foreignRfi/comparison/export?format=csv',
    allow: NOBODY,
  },
  { op: 'POST /uploads', url: '/uploads?purpose=image', upload: 'png', allow: ['vendor', 'operator'] },
  { op: 'POST /uploads (import)', url: '/uploads?purpose=import', upload: 'png', allow: ['operator'] },
  { op: 'GET /imports/template/:kind', url: '/imports/template/grants?format=csv', allow: ['operator'] },
  { op: 'GET /files/:owner/:name', url: '$ownImage', allow: EVERYONE },
  { op: 'GET /grants/:id/calendar.ics', url: '/grants/$grant/calendar.ics', allow: EVERYONE },
  // The OpenAPI document of these routes (docs/api.md).
  { op: 'GET /openapi.json', url: '/openapi.json', allow: EVERYONE },
  // A grant's PDFs: the grant detail's readers.
  { op: 'GET /grants/:id/attachments/:attachmentId', url: '$grantAttachment', allow: DETAIL },
  {
    op: "GET /request/:uid/documents/:itemId (a municipal member's request)",
    url: '/request/$municipalRequest/documents/$municipalItem',
    allow: ['municipal', 'operator'],
  },
  {
    // The listing's current document: the requester alone, never an operator.
    op: "GET /request/:uid/documents/:itemId/current (a municipal member's request)",
    url: '/request/$municipalRequest/documents/$municipalItem/current',
    allow: ['municipal'],
  },
  // My portal: an alert mail's one-click stop; the signed token decides, not the caller.
  { op: 'POST /alerts/stop', url: '/alerts/stop?token=$alertToken', allow: ['anonymous'] },
  { op: 'POST /notifications/stop', url: '/notifications/stop?token=$notificationToken', allow: ['anonymous'] },
  // Listing insights: the browser's reports, answered for anyone signed in, counted for staff only.
  {
    op: 'POST /insights/events',
    url: '/insights/events',
    json: 'listingEvents',
    allow: ['member', 'trial', 'municipal', 'vendor', 'operator'],
  },
  // Comparison: the solution detail's rule for every listing; a vendor only its own.
  {
    op: 'GET /service/solutions/compare/export (published listings)',
    url: '/service/solutions/compare/export?ids=$foreignSolution,$ownSolution&format=csv',
    allow: DETAIL,
  },
  // Exports: each keeps the rule of the list it exports (rest/exports.test.ts).
  { op: 'GET /service/:section/export (grants)', url: '/service/grants/export?format=csv', allow: EVERYONE },
  { op: 'GET /service/:section/export (cases)', url: '/service/cases/export?format=xlsx&limit=5', allow: EVERYONE },
  { op: 'GET /service/:section/export (solutions)', url: '/service/solutions/export?format=csv', allow: SIGNED_IN },
  {
    op: 'GET /shortlists/:id/export (own municipality)',
    url: '/shortlists/$shortlist/export?format=csv',
    allow: ['municipal'],
  },
  {
    op: 'GET /shortlists/:id/export (another municipality)',
    url: '/shortlists/$foreignShortlist/export?format=csv',
    allow: NOBODY,
  },
  { op: 'GET /request/export (own history)', url: '/request/export?format=csv', allow: SIGNED_IN },
  { op: 'GET /vendor/requests/export (own company)', url: '/vendor/requests/export?format=csv', allow: ['vendor'] },
  ...COMPANY_TEAM_FILE_ROWS,
];

const PROFILE = {
  lastName: '試験',
  firstName: '花子',
  lastNameKana: 'シケン',
  firstNameKana: 'ハナコ',
  division: '情報政策課',
  position: '主事',
  // A real municipality: the rows that (re-)register the municipal caller keep it in 札幌市, whose
  // shared shortlists the shortlist rows use.
  organization: '札幌市',
};

/** Request inputs and bodies; string values starting with $ are placeholders (see above). */
export const MATRIX_INPUTS = {
  ...RFI_INPUTS,
  ...API_KEY_INPUTS,
  grantDraft: { title: '権限確認の補助金' },
  listingEvents: { event: 'basket', listingIds: ['$ownSolution'] },
  importFile: { kind: 'grants', file: '$importFile', fileName: 'matrix.csv', full: false },
  caseDraft: { title: '権限確認の事例' },
  caseProposalDraft: { title: '権限確認の投稿' },
  caseFigures: {
    initialCost: '12000000',
    annualCost: '1800000',
    subsidyAmount: '6000000',
    periodMonths: '6',
    kpis: [{ label: '窓口待ち時間', before: '45', after: '15', unit: '分' }],
  },
  registerSelf: { uid: '$self', email: '$selfEmail', telephone: '03-0000-0000', ...PROFILE },
  registerOther: { uid: '$other', email: '$selfEmail', telephone: '03-0000-0000', ...PROFILE },
  companyOther: {
    uid: '$other',
    email: '$selfEmail',
    telephone: '03-0000-0000',
    ...PROFILE,
    organization: '権限確認株式会社',
    corporateNumber: '',
    companyAddress: '東京都千代田区',
    companyUrl: '',
  },
  listingDraft: {
    title: '権限の確認',
    description: '',
    categoryIds: [],
    thumbnail: null,
    images: [],
    video: null,
    videoUrl: '',
    detailItems: [],
    titleItems: [],
    explainItems: [],
    areaIds: [],
    offices: [],
    document: null,
  },
  profileSelf: { uid: '$self', ...PROFILE },
  profileOther: { uid: '$other', ...PROFILE },
  documentRequest: {
    idempotencyKey: 'access-matrix-request-0001',
    items: [{ solutionId: '$foreignSolution', inquiryTypes: ['0'], contactMeans: ['0'], contents: '' }],
  },
  inquiry: {
    name: '試験 花子',
    organization: 'テスト市',
    email: '$selfEmail',
    telephone: '03-0000-0000',
    inquiryType: 'usage',
    body: '権限の確認です。',
    privacyConsent: true,
    idempotencyKey: 'access-matrix-inquiry-0001',
  },
  // My portal.
  bookmark: { section: 'grants', recordId: '$grant', note: '権限の確認' },
  savedSearch: { section: 'grants', name: '権限の確認', query: 'keyword=防災', alert: 'off' },
  shortlistEntry: { shortlistId: '$shortlist', section: 'solutions', recordId: '$foreignSolution' },
  foreignShortlistEntry: { shortlistId: '$foreignShortlist', section: 'solutions', recordId: '$foreignSolution' },
  shortlistUpdate: { entryId: '$shortlistEntry', status: 'comparing' },
  foreignShortlistUpdate: { entryId: '$foreignEntry', status: 'declined' },
  followGrant: { topic: 'grants', topicId: '$grant' },
  followSolution: { topic: 'solutions', topicId: '$foreignSolution' },
  followShortlist: { topic: 'shortlists', topicId: '$shortlist' },
  followForeignShortlist: { topic: 'shortlists', topicId: '$foreignShortlist' },
  municipalSso: {
    municipalityCode: '011002',
    issuer: 'https://idp.matrix.example.jp',
    clientId: 'portal',
    clientSecret: 'matrix-secret',
    allowedDomains: ['city.matrix-sso.lg.jp'],
    divisionClaim: null,
    enabled: false,
  },
} as const;
