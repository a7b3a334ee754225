/** The operator behind a console action: every other caller is refused before anything is read. */
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';

export function operatorUid(caller: Caller): string {
  if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
  return caller.viewer.uid;
}
