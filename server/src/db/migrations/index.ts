/** Every migration in order. Listed explicitly so compiled and test runs load the same set. */
import { InitialSchema1795305600000 } from './1795305600000-initial-schema';
import { RequestsAndMail1795392000000 } from './1795392000000-requests-and-mail';
import { ListingManagement1795478400000 } from './1795478400000-listing-management';
import { SearchChanges1795564800000 } from './1795564800000-search-changes';
import { MunicipalAddress1795651200000 } from './1795651200000-municipal-address';
import { MyPortal1795959000000 } from './1795959000000-my-portal';

export const MIGRATIONS = [
  InitialSchema1795305600000,
  RequestsAndMail1795392000000,
  ListingManagement1795478400000,
  SearchChanges1795564800000,
  MunicipalAddress1795651200000,
  MyPortal1795959000000,
];
