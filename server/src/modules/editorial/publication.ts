/**
 * The publication steps every operator-kept record takes (grants and cases alike): which state
 * each action may start from and what it leaves. Public reads and the search show 'published'
 * records only; a 'scheduled' one is turned 'published' by the publication scheduler once its
 * time has come (publication-scheduler.ts), so it can never show early.
 */
import { wholeSeconds } from '@portal/shared';
import { PUBLICATION_MESSAGES, type PublicationState } from '@portal/shared/editorial/publication';
import { appError, invalidInput } from '../../lib/app-error';

export interface PublicationFields {
  status: string;
  publishedAt: Date;
  withdrawnReason: string | null;
}

/** Published now. A published record stays as it is (publishing twice changes nothing). */
export function publishStep(record: PublicationFields, now: Date): PublicationFields {
  if (record.status === 'published') throw appError('CONFLICT', PUBLICATION_MESSAGES.notPublishable);
  return { status: 'published', publishedAt: wholeSeconds(now), withdrawnReason: null };
}

/** Scheduled for `at` (checked by the caller: validateSchedule); a published record must be withdrawn first. */
export function scheduleStep(record: PublicationFields, at: Date): PublicationFields {
  if (record.status === 'published') throw invalidInput({ date: PUBLICATION_MESSAGES.notSchedulable });
  return { status: 'scheduled', publishedAt: at, withdrawnReason: null };
}

export function withdrawStep(record: PublicationFields, reason: string): PublicationFields {
  if (record.status !== 'published' && record.status !== 'scheduled') {
    throw appError('CONFLICT', PUBLICATION_MESSAGES.notWithdrawable);
  }
  return { status: 'withdrawn', publishedAt: record.publishedAt, withdrawnReason: reason };
}

/** Publishing and scheduling apply every rule; a draft or a withdrawn record is kept with the draft rules. */
export function needsFullRules(status: string): boolean {
  return status === 'published' || status === 'scheduled';
}

export function isPublicationState(value: string): value is PublicationState {
  return value === 'draft' || value === 'scheduled' || value === 'published' || value === 'withdrawn';
}
