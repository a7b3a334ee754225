/**
 * Listing insights from the browser (docs/insights.md): 資料請求リスト additions and comparisons,
 * which happen in the page (the server counts impressions and detail views itself, from the
 * searches and details it answers). Only municipal staff are counted (the server decides again),
 * so nothing is sent for anyone else. The server counts a user's event on a listing once a day,
 * so what this page already reported today is not sent again. Events are collected for a moment
 * and sent as one request per kind, after the page has done its own work.
 */
import { japanDate } from '@portal/shared';
import { getIdToken } from './auth/session';
import { getProfileState } from './auth/profile';
import { fetchWithSession } from './auth/fetch-with-session';
import { getViewerStanding, isMunicipalStaff } from './auth/viewer-role';

export type ReportedListingEvent = 'basket' | 'compare';

const DELAY_MS = 1500;
const pending = new Map<ReportedListingEvent, Set<string>>();
let timer: ReturnType<typeof setTimeout> | null = null;
/** `event|id` reported for this user on this Japan day. */
let reported = { day: '', uid: '', marks: new Set<string>() };

async function send(): Promise<void> {
  timer = null;
  const batches = [...pending];
  pending.clear();
  const token = await getIdToken();
  if (!token) return;
  for (const [event, ids] of batches) {
    for (let start = 0; start < ids.size; start += 100) {
      const listingIds = [...ids].slice(start, start + 100);
      // The REST door (server/src/rest/listing-events.ts): the same rule as the mutation at a
      // fraction of its cost.
      await fetchWithSession('/api/insights/events', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ event, listingIds }),
      }).catch(() => undefined);
    }
  }
}

/** The ids not yet reported today for this user, marked as reported. */
function unreported(event: ReportedListingEvent, ids: readonly string[], uid: string): string[] {
  const day = japanDate(new Date());
  if (reported.day !== day || reported.uid !== uid) reported = { day, uid, marks: new Set() };
  return ids.filter((id) => {
    const mark = `${event}|${id}`;
    if (reported.marks.has(mark)) return false;
    reported.marks.add(mark);
    return true;
  });
}

export function reportListingEvent(event: ReportedListingEvent, ids: readonly string[]): void {
  const uid = getProfileState().profile?.uid;
  if (!uid || !isMunicipalStaff(getViewerStanding())) return;
  const fresh = unreported(event, ids, uid);
  if (fresh.length === 0) return;
  const set = pending.get(event) ?? new Set<string>();
  for (const id of fresh) set.add(id);
  pending.set(event, set);
  timer ??= setTimeout(() => void send(), DELAY_MS);
}
