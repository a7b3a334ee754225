/** Every migration in order. Listed explicitly so compiled and test runs load the same set. */
import { InitialSchema1795305600000 } from './1795305600000-initial-schema';
import { RequestsAndMail1795392000000 } from './1795392000000-requests-and-mail';
import { SearchChanges1795564800000 } from './1795564800000-search-changes';

export const MIGRATIONS = [InitialSchema1795305600000, RequestsAndMail1795392000000, SearchChanges1795564800000];
