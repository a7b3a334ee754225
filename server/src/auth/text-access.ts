/**
 * How much of a record's text a caller may read, and so search (docs/search.md, "What a search
 * reads"). The detail of a solution, grant or case is for these roles (a vendor reads only its own
 * listings' detail, an object-level rule); everyone else reads what the result list shows. A
 * search matches and quotes only the text its caller may read, so its hits and snippets never
 * reveal a word of a detail they could not open.
 */
import type { Role } from '@portal/shared';
import type { UserProfile } from '../modules/profile/profile.entity';
import { sameAddress } from './roles';

/** Roles that read every record's detail (the detail fields' @Access rules name them). */
export const DETAIL_READERS = ['trial', 'municipal', 'operator'] as const satisfies readonly Role[];

/** 'detail': the record's whole searchable text; 'list': only what its result-list entry shows. */
export type TextAccess = 'detail' | 'list';

export function textAccessOf(role: Role): TextAccess {
  return (DETAIL_READERS as readonly Role[]).includes(role) ? 'detail' : 'list';
}

/**
 * An account's access when none of its requests is at hand (saved-search alerts run on a
 * schedule, without a token): the detail only while its profile holds municipal rights for its
 * current address; roles that need the token (trial, operator) read what lists show there.
 */
export function storedTextAccess(
  profile: Pick<UserProfile, 'isMunicipality' | 'municipalEmail' | 'email'> | null,
): TextAccess {
  return profile?.isMunicipality && profile.municipalEmail && sameAddress(profile.email, profile.municipalEmail)
    ? 'detail'
    : 'list';
}
