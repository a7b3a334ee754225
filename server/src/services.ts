/** The services a request can use, created once per server. */
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AccountDirectory } from './auth/accounts';
import type { Identity } from './auth/identity';
import type { Env } from './config/env';
import { AuditLogService } from './modules/audit/audit-log.service';
import { CaseService } from './modules/case/case.service';
import { SimilarCasesService } from './modules/case/similar-cases.service';
import { MunicipalitySizes } from './modules/municipality/municipality-size';
import { CompanyService } from './modules/company/company.service';
import { DocumentRequestService } from './modules/document-request/document-request.service';
import { GrantService } from './modules/grant/grant.service';
// Editorial: the operator's grants and cases.
import { CaseEditorService } from './modules/case/case-editor.service';
// Vendors' case proposals and 「自団体の事例」.
import { CaseProposalService } from './modules/case-proposal/case-proposal.service';
import { OwnMunicipalityService } from './modules/case/own-municipality.service';
import { GrantAttachmentService } from './modules/grant/grant-attachments.service';
import { ImportService } from './modules/import/import.service';
import { GrantEditorService } from './modules/grant/grant-editor.service';
import { LinkService } from './modules/links/links.service';
import type { InquiryRateLimit } from './modules/inquiry/inquiry-rate-limit';
import { InquiryService } from './modules/inquiry/inquiry.service';
import { InquiryHandlingService } from './modules/inquiry/inquiry-handling.service';
import { MunicipalityService } from './modules/municipality/municipality.service';
import { ConsoleCountsService } from './modules/operator/console-counts.service';
import { OperatorMemberService } from './modules/operator/operator-members.service';
import { OperatorUserService } from './modules/operator/operator-users.service';
import { loadSearch, type PortalSearch } from './modules/sections';
import { ListingService } from './modules/listing/listing.service';
import { SolutionService } from './modules/solution/solution.service';
import { ProfileService } from './modules/profile/profile.service';
// Municipalities' own staff and members' signed-in devices.
import { MunicipalAdminService, type StepUp } from './modules/municipal-admin/municipal-admin.service';
import { MunicipalInvitationService } from './modules/municipal-admin/municipal-invitations.service';
import { MunicipalPolicyService } from './modules/municipal-admin/municipal-policy.service';
import { MunicipalRemovalService } from './modules/municipal-admin/municipal-removal.service';
import { SessionService } from './modules/session/session.service';
// Companies with several users.
import { CompanyTeamService } from './modules/company-team/company-team.service';
import { RequestHandlingService } from './modules/company-team/request-handling.service';
// Listing insights.
import { InsightRecorder } from './modules/insights/insight-recorder';
import { InsightsService } from './modules/insights/insights.service';
// The vendor's CRM webhook.
import { WebhookSender } from './modules/webhook/webhook-sender';
import { WebhookService } from './modules/webhook/webhook.service';
import { createStorage, type StorageSettings } from './storage/create-storage';
// Request lifecycle and member self-service.
import { RequestLifecycleService } from './modules/document-request/request-lifecycle.service';
import { SelfService } from './modules/profile/self-service.service';
// My portal.
import { BookmarkService } from './modules/bookmark/bookmark.service';
import { AlertService } from './modules/alert/alert.service';
import { SavedSearchService } from './modules/saved-search/saved-search.service';
import { ShortlistService } from './modules/shortlist/shortlist.service';
// Compare and print.
import { ComparisonService } from './modules/comparison/comparison.service';
import type { FileStorage } from './storage/storage';
import { NotificationDelivery } from './modules/notification/notification-delivery';
import { NotificationService } from './modules/notification/notification.service';
// Exports.
import { ExportService } from './modules/export/export.service';
// The second factor and single sign-on.
import { SecondFactorService } from './modules/second-factor/second-factor.service';
import { secretBoxFor } from './lib/secret-box';
import { isMunicipalAdministrator } from './modules/municipal-admin/municipal-staff';
import { OidcClient } from './modules/sso/oidc-client';
import { SSO_CALLBACK_PATH, SsoLoginService } from './modules/sso/sso-login.service';
import { SsoSettingsService } from './modules/sso/sso-settings.service';
import { systemClock } from './lib/clock';
import { RfiDocumentService } from './modules/rfi/rfi-documents.service';
import { RfiShortlistService } from './modules/rfi/rfi-shortlist';
import { RfiVendorService } from './modules/rfi/rfi-vendor.service';
import { RfiService } from './modules/rfi/rfi.service';
// API keys for internal tools.
import { ApiKeyService } from './modules/api-key/api-key.service';
// Open data.
import { OpenDataService } from './modules/open-data/open-data.service';
import { UpdatedRecords } from './modules/open-data/updated-records';

export interface Services {
  search: PortalSearch;
  solutions: SolutionService;
  listings: ListingService;
  companies: CompanyService;
  grants: GrantService;
  cases: CaseService;
  /** Links between grants, solutions and cases. */
  links: LinkService;
  /** 類似団体: the caller's municipality's size, and the cases of municipalities like it. */
  municipalitySizes: MunicipalitySizes;
  similarCases: SimilarCasesService;
  profiles: ProfileService;
  storage: FileStorage;
  documentRequests: DocumentRequestService;
  inquiries: InquiryService;
  inquiryHandling: InquiryHandlingService;
  operatorMembers: OperatorMemberService;
  consoleCounts: ConsoleCountsService;
  municipalities: MunicipalityService;
  // Municipalities' own staff and members' signed-in devices.
  municipalAdmin: MunicipalAdminService;
  municipalInvitations: MunicipalInvitationService;
  municipalRemoval: MunicipalRemovalService;
  // Companies with several users.
  companyTeam: CompanyTeamService;
  requestHandling: RequestHandlingService;
  // Listing insights: the buffer counts, the service reads.
  insightRecorder: InsightRecorder;
  insights: InsightsService;
  webhooks: WebhookService;
  webhookSender: WebhookSender;
  sessions: SessionService;
  operatorUsers: OperatorUserService;
  auditLog: AuditLogService;
  requestLifecycle: RequestLifecycleService;
  selfService: SelfService;
  // My portal.
  bookmarks: BookmarkService;
  shortlists: ShortlistService;
  savedSearches: SavedSearchService;
  alerts: AlertService;
  notifications: NotificationService;
  notificationDelivery: NotificationDelivery;
  // Compare and print.
  comparison: ComparisonService;
  // Exports.
  exports: ExportService;
  // Editorial.
  grantEditor: GrantEditorService;
  caseEditor: CaseEditorService;
  caseProposals: CaseProposalService;
  // Requests for information or quotation.
  rfis: RfiService;
  rfiVendors: RfiVendorService;
  rfiDocuments: RfiDocumentService;
  rfiShortlists: RfiShortlistService;
  ownMunicipality: OwnMunicipalityService;
  grantAttachments: GrantAttachmentService;
  imports: ImportService;
  // The second factor and single sign-on.
  secondFactor: SecondFactorService;
  municipalPolicy: MunicipalPolicyService;
  ssoSettings: SsoSettingsService;
  ssoLogins: SsoLoginService;
  // API keys for internal tools.
  apiKeys: ApiKeyService;
  // Open data.
  openData: OpenDataService;
  updatedRecords: UpdatedRecords;
}

export interface ServiceHooks {
  /** Called after a transaction that stored mails commits (wakes the mail worker). */
  mailStored(): void;
  /** Counts inquiries per account and per IP, receipts per address (inquiry-rate-limit.ts). */
  inquiryRateLimit: InquiryRateLimit;
  /** The identity provider's accounts (the operator console looks up, disables, enables). */
  accounts: AccountDirectory;
  /** Called after an operator disabled an account: cached session answers for it are dropped. */
  accountDisabled(uid: string): void;
  /** The identity provider's admin API: 退会 removes the account there (self-service.service.ts). */
  identity: Pick<Identity, 'auth'>;
}

/** The database without credentials: a cache written for one database is never read for another. */
function databaseIdentity(env: Pick<Env, 'DATABASE_URL' | 'sqlitePath'>): string {
  if (!env.DATABASE_URL) return `sqlite:${path.resolve(env.sqlitePath)}`;
  const url = new URL(env.DATABASE_URL);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

export async function createServices(
  dataSource: DataSource,
  env: Pick<
    Env,
    | 'MUNICIPAL_EMAIL_DOMAINS'
    | 'TRIAL_EMAIL_DOMAINS'
    | 'dataDir'
    | 'OPERATOR_EMAIL'
    | 'publicUrl'
    | 'SEARCH_INDEX_CACHE'
    | 'DATABASE_URL'
    | 'sqlitePath'
    | 'NODE_ENV'
    | 'SECRET_KEY'
    | 'SECOND_FACTOR_STEP_UP_SECONDS'
    | 'INSIGHTS_RECORDING'
    | 'INSIGHTS_FLUSH_SECONDS'
    | 'WEBHOOK_TEST_DESTINATIONS'
    | 'WEBHOOK_RETRY_SECONDS'
    | 'WEBHOOK_POLL_SECONDS'
    | 'OPEN_DATA_LICENSE'
    | 'OPEN_DATA_LICENSE_URL'
  > &
    StorageSettings,
  hooks: ServiceHooks,
): Promise<Services> {
  const storage = createStorage(env);
  const mailStored = () => hooks.mailStored();
  const search = await loadSearch(dataSource, {
    cache: env.SEARCH_INDEX_CACHE
      ? { dir: path.join(env.dataDir, 'search-index'), database: databaseIdentity(env) }
      : null,
  });
  const profiles = new ProfileService(dataSource, {
    municipalDomains: env.MUNICIPAL_EMAIL_DOMAINS,
    trialDomains: env.TRIAL_EMAIL_DOMAINS,
  });
  const municipalities = new MunicipalityService(dataSource, {
    isMunicipalDomain: (domain) => profiles.isMunicipalDomain(`x@${domain}`),
    profileChanged: () => profiles.forgetRecent(),
  });
  const municipalitySizes = new MunicipalitySizes(dataSource);
  // My portal.
  const savedSearches = new SavedSearchService(dataSource, search);
  const companies = new CompanyService(dataSource);
  const insightRecorder = new InsightRecorder(dataSource, {
    enabled: env.INSIGHTS_RECORDING,
    flushSeconds: env.INSIGHTS_FLUSH_SECONDS,
  });
  const grants = new GrantService(dataSource, search, () => search.clock());
  // The CRM webhook: secrets sealed with SECRET_KEY, deliveries sent by the sender.
  const webhookBox = secretBoxFor(env);
  const webhookPolicy = { testOrigins: env.WEBHOOK_TEST_DESTINATIONS };
  const webhookSender = new WebhookSender(dataSource, {
    ...webhookPolicy,
    box: webhookBox,
    retrySeconds: env.WEBHOOK_RETRY_SECONDS,
    pollSeconds: env.WEBHOOK_POLL_SECONDS,
  });
  const webhooks = new WebhookService(dataSource, {
    ...webhookPolicy,
    box: webhookBox,
    queued: () => void webhookSender.runOnce(),
  });
  const documentRequests = new DocumentRequestService(
    dataSource,
    storage,
    { operatorEmail: env.OPERATOR_EMAIL, publicUrl: env.publicUrl },
    mailStored,
    {
      counted: (caller, event, ids) => insightRecorder.record(caller, event, ids),
      received: (manager, request) => webhooks.requestReceived(manager, request),
    },
  );
  const shortlists = new ShortlistService(dataSource, search, grants);
  const rfis = new RfiService(dataSource, { operatorEmail: env.OPERATOR_EMAIL, publicUrl: env.publicUrl }, mailStored);
  const sessions = new SessionService(dataSource);
  const caseEditor = new CaseEditorService(dataSource, search, storage, () => search.clock());
  // The second factor and single sign-on: secrets sealed with SECRET_KEY.
  const secrets = secretBoxFor(env);
  const secondFactor = new SecondFactorService(dataSource, {
    box: secrets,
    auth: hooks.identity.auth,
    stepUpSeconds: env.SECOND_FACTOR_STEP_UP_SECONDS,
    clock: systemClock,
    requiredByMunicipality: (profile) => municipalPolicy.secondFactorRequiredFor(profile),
  });
  // Sensitive operations of the administrators (role changes, removals) ask for a recent second factor.
  const stepUp: StepUp = (caller) => secondFactor.requireRecent(caller);
  // Another process's change to a municipality's rule applies within this time.
  const municipalPolicy = new MunicipalPolicyService(dataSource, { stepUp, clock: systemClock, maxAgeMs: 5_000 });
  const development = env.NODE_ENV !== 'production';
  const redirectUri = `${env.publicUrl}${SSO_CALLBACK_PATH}`;
  const ssoSettings = new SsoSettingsService(dataSource, {
    box: secrets,
    isAdministrator: isMunicipalAdministrator,
    stepUp: (caller) => secondFactor.requireRecent(caller),
    trialDomains: env.TRIAL_EMAIL_DOMAINS,
    allowLoopbackIssuers: development,
    redirectUri,
  });
  const ssoLogins = new SsoLoginService(dataSource, {
    oidc: new OidcClient({ redirectUri, allowLoopbackIssuers: development, clock: systemClock }),
    box: secrets,
    auth: hooks.identity.auth,
    clock: systemClock,
    redirectUri,
    profileChanged: () => profiles.forgetRecent(),
  });
  return {
    search,
    solutions: new SolutionService(dataSource),
    listings: new ListingService(dataSource, search, { publicUrl: env.publicUrl, mailStored }),
    companies,
    grants,
    cases: new CaseService(dataSource),
    links: new LinkService(dataSource, search, grants),
    municipalitySizes,
    similarCases: new SimilarCasesService(search, municipalitySizes),
    profiles,
    storage,
    documentRequests,
    inquiries: new InquiryService(
      dataSource,
      hooks.inquiryRateLimit,
      { operatorEmail: env.OPERATOR_EMAIL },
      mailStored,
    ),
    inquiryHandling: new InquiryHandlingService(dataSource, { operatorEmail: env.OPERATOR_EMAIL }, mailStored),
    operatorMembers: new OperatorMemberService(dataSource, hooks.accounts, profiles, municipalities, mailStored),
    consoleCounts: new ConsoleCountsService(dataSource),
    municipalities,
    municipalAdmin: new MunicipalAdminService(dataSource, hooks.accounts, stepUp, () => profiles.forgetRecent()),
    municipalInvitations: new MunicipalInvitationService(dataSource, { publicUrl: env.publicUrl }, mailStored, () =>
      profiles.forgetRecent(),
    ),
    municipalRemoval: new MunicipalRemovalService(dataSource, hooks.accounts, sessions, stepUp, (uid) => {
      hooks.accountDisabled(uid);
      profiles.forgetRecent();
    }),
    sessions,
    companyTeam: new CompanyTeamService(
      dataSource,
      hooks.accounts,
      sessions,
      stepUp,
      { publicUrl: env.publicUrl },
      {
        mailStored,
        profileChanged: () => profiles.forgetRecent(),
        signedOut: (uid) => {
          hooks.accountDisabled(uid);
          profiles.forgetRecent();
        },
      },
    ),
    requestHandling: new RequestHandlingService(dataSource),
    insightRecorder,
    insights: new InsightsService(dataSource, insightRecorder),
    webhooks,
    webhookSender,
    operatorUsers: new OperatorUserService(
      dataSource,
      hooks.accounts,
      profiles,
      { trialDomains: env.TRIAL_EMAIL_DOMAINS },
      (uid) => hooks.accountDisabled(uid),
    ),
    auditLog: new AuditLogService(dataSource),
    requestLifecycle: new RequestLifecycleService(dataSource),
    selfService: new SelfService(dataSource, hooks.identity, mailStored, (uid) => {
      hooks.accountDisabled(uid);
      profiles.forgetRecent();
    }),
    // My portal.
    bookmarks: new BookmarkService(dataSource, search, grants),
    shortlists,
    savedSearches,
    alerts: new AlertService(dataSource, search, savedSearches, { publicUrl: env.publicUrl }, mailStored),
    notifications: new NotificationService(dataSource, search, { publicUrl: env.publicUrl }, mailStored),
    notificationDelivery: new NotificationDelivery(dataSource, { publicUrl: env.publicUrl }, mailStored),
    // Compare and print.
    comparison: new ComparisonService(dataSource),
    exports: new ExportService(search, grants, shortlists, documentRequests, companies, env.publicUrl),
    // Editorial.
    grantEditor: new GrantEditorService(dataSource, search, storage, () => search.clock()),
    caseEditor,
    caseProposals: new CaseProposalService(dataSource, storage, caseEditor),
    // Requests for information or quotation.
    rfis,
    rfiVendors: new RfiVendorService(dataSource, rfis, mailStored),
    rfiDocuments: new RfiDocumentService(dataSource, storage),
    rfiShortlists: new RfiShortlistService(dataSource),
    ownMunicipality: new OwnMunicipalityService(dataSource),
    grantAttachments: new GrantAttachmentService(dataSource, storage),
    imports: new ImportService(dataSource, storage, search),
    // The second factor and single sign-on.
    secondFactor,
    municipalPolicy,
    ssoSettings,
    ssoLogins,
    // API keys for internal tools.
    apiKeys: new ApiKeyService(dataSource, hooks.accounts, stepUp, systemClock),
    // Open data.
    openData: new OpenDataService(search, grants, {
      dir: path.join(env.dataDir, 'open-data'),
      publicUrl: env.publicUrl,
      license: { name: env.OPEN_DATA_LICENSE, url: env.OPEN_DATA_LICENSE_URL },
      clock: systemClock,
    }),
    updatedRecords: new UpdatedRecords(dataSource, search, grants),
  };
}
