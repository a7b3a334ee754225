/** Every migration in order. Listed explicitly so compiled and test runs load the same set. */
import { InitialSchema1795305600000 } from './1795305600000-initial-schema';
import { RequestsAndMail1795392000000 } from './1795392000000-requests-and-mail';
import { ListingManagement1795478400000 } from './1795478400000-listing-management';
import { SearchChanges1795564800000 } from './1795564800000-search-changes';
import { MunicipalAddress1795651200000 } from './1795651200000-municipal-address';
import { ScaleOutJobLeases1795912500000 } from './1795912500000-scale-out-job-leases';
import { OperatorConsole1795960000000 } from './1795960000000-operator-console';
import { GrantTerms1795962000000 } from './1795962000000-grant-terms';
import { RequestLifecycle1795970000000 } from './1795970000000-request-lifecycle';
import { MyPortal1795980000000 } from './1795980000000-my-portal';
import { RequestReceiptNumber1795990000000 } from './1795990000000-request-receipt-number';
import { ListingTerms1796000000000 } from './1796000000000-listing-terms';
import { RecordLinks1796020000000 } from './1796020000000-record-links';
import { CaseFigures1796030000000 } from './1796030000000-case-figures';
import { MunicipalDomains1796040000000 } from './1796040000000-municipal-domains';
import { SectionUpdatedIndexes1796050000000 } from './1796050000000-section-updated-indexes';
import { LimitLocks1796061000000 } from './1796061000000-limit-locks';
import { AlertStopLinks1796062000000 } from './1796062000000-alert-stop-links';
import { EditorialContent1797010000000 } from './1797010000000-editorial-content';
import { MunicipalityMaster1797020000000 } from './1797020000000-municipality-master';
import { FileTexts1797030000000 } from './1797030000000-file-texts';
import { CaseProposals1797040000000 } from './1797040000000-case-proposals';
import { MunicipalPolicies1797095000000 } from './1797095000000-municipal-policies';
import { Notifications1797090000000 } from './1797090000000-notifications';
import { Rfis1797100000000 } from './1797100000000-rfis';
import { ApiKeys1797120000000 } from './1797120000000-api-keys';
import { RfiShortlist1797130000000 } from './1797130000000-rfi-shortlist';
import { MunicipalAdmin1797050000000 } from './1797050000000-municipal-admin';
import { SecondFactorAndSso1797060000000 } from './1797060000000-second-factor-and-sso';
import { CompanyTeamsAndInsights1797110000000 } from './1797110000000-company-teams-and-insights';

export const MIGRATIONS = [
  InitialSchema1795305600000,
  RequestsAndMail1795392000000,
  ListingManagement1795478400000,
  SearchChanges1795564800000,
  MunicipalAddress1795651200000,
  ScaleOutJobLeases1795912500000,
  OperatorConsole1795960000000,
  GrantTerms1795962000000,
  RequestLifecycle1795970000000,
  MyPortal1795980000000,
  RequestReceiptNumber1795990000000,
  ListingTerms1796000000000,
  RecordLinks1796020000000,
  CaseFigures1796030000000,
  MunicipalDomains1796040000000,
  SectionUpdatedIndexes1796050000000,
  LimitLocks1796061000000,
  AlertStopLinks1796062000000,
  EditorialContent1797010000000,
  MunicipalityMaster1797020000000,
  FileTexts1797030000000,
  CaseProposals1797040000000,
  MunicipalAdmin1797050000000,
  SecondFactorAndSso1797060000000,
  Notifications1797090000000,
  MunicipalPolicies1797095000000,
  Rfis1797100000000,
  CompanyTeamsAndInsights1797110000000,
  ApiKeys1797120000000,
  RfiShortlist1797130000000,
];
