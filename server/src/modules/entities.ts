import { MailOutbox } from '../mail/mail-outbox.entity';
import { Area } from './area/area.entity';
import { AuditEvent } from './audit/audit-event.entity';
import { Case } from './case/case.entity';
import { CaseProposal } from './case-proposal/case-proposal.entity';
import { Category } from './category/category.entity';
import { Company } from './company/company.entity';
import { DocumentRequest, DocumentRequestItem } from './document-request/document-request.entity';
import { Grant } from './grant/grant.entity';
import { GrantAttachment } from './grant/grant-attachment.entity';
import { RecordRevision } from './editorial/record-revision.entity';
import { Inquiry } from './inquiry/inquiry.entity';
import { JobLease } from './upload-cleanup/job-lease.entity';
import { FileText } from './document-text/file-text.entity';
import { MunicipalDomain } from './municipality/municipal-domain.entity';
import { Municipality } from './municipality/municipality.entity';
import { Solution } from './solution/solution.entity';
import { CaseGrant, SolutionGrant } from './links/links.entity';
import { UserProfile } from './profile/profile.entity';
// Municipalities' own staff: administrators, invitations, signed-in devices.
import { Invitation } from './invitation/invitation.entity';
import { DocumentRequestNote } from './company-team/request-note.entity';
import { ListingInsight } from './insights/listing-insight.entity';
import { CompanyWebhook, WebhookDelivery } from './webhook/webhook.entity';
import { MunicipalAdministrator } from './municipal-admin/municipal-administrator.entity';
import { MunicipalPolicy } from './municipal-admin/municipal-policy.entity';
import { UserSession } from './session/user-session.entity';
import { ApiKey } from './api-key/api-key.entity';
// The second factor and municipalities' single sign-on.
import {
  SecondFactorEnrolment,
  SecondFactorRecoveryCode,
  SecondFactorSession,
} from './second-factor/second-factor.entity';
import { MunicipalSsoSetting, SsoLogin } from './sso/sso.entity';
// My portal (bookmarks, saved searches, shared shortlists).
import { AlertClaim } from './alert/alert-claim.entity';
import { AlertStopLink } from './alert/alert-stop-link.entity';
import { Bookmark } from './bookmark/bookmark.entity';
import { SavedSearch } from './saved-search/saved-search.entity';
import { Shortlist, ShortlistEntry } from './shortlist/shortlist.entity';
import { MailPause } from '../mail/mail-pause.entity';
import { DeliveryAddress } from './notification/delivery-address.entity';
import { Follow } from './notification/follow.entity';
import { NotificationEvent } from './notification/notification-event.entity';
import { NotificationItem } from './notification/notification-item.entity';
import { NotificationPreference } from './notification/notification-preference.entity';
import { NotificationStopLink } from './notification/notification-stop-link.entity';
// Requests for information or quotation.
import { Rfi, RfiClarification, RfiInvitation } from './rfi/rfi.entity';

export const ENTITIES = [
  Area,
  AuditEvent,
  Case,
  CaseProposal,
  Category,
  Company,
  DocumentRequest,
  DocumentRequestItem,
  Grant,
  GrantAttachment,
  Inquiry,
  JobLease,
  FileText,
  MailOutbox,
  MunicipalDomain,
  Municipality,
  Solution,
  SolutionGrant,
  CaseGrant,
  UserProfile,
  RecordRevision,
  // My portal.
  AlertClaim,
  AlertStopLink,
  Bookmark,
  SavedSearch,
  Shortlist,
  MailPause,
  DeliveryAddress,
  Follow,
  NotificationEvent,
  NotificationItem,
  NotificationPreference,
  NotificationStopLink,
  ShortlistEntry,
  Rfi,
  RfiClarification,
  RfiInvitation,
  // Municipalities' own staff.
  Invitation,
  DocumentRequestNote,
  ListingInsight,
  CompanyWebhook,
  WebhookDelivery,
  MunicipalAdministrator,
  MunicipalPolicy,
  UserSession,
  // The second factor and single sign-on.
  SecondFactorEnrolment,
  SecondFactorRecoveryCode,
  SecondFactorSession,
  MunicipalSsoSetting,
  SsoLogin,
  // API keys.
  ApiKey,
];
