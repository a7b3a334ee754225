/**
 * Listing insights from the browser (docs/insights.md): impressions in search results, detail
 * views, 資料請求リスト additions and comparisons. Only municipal staff are counted (the server
 * decides again), so nothing is sent for anyone else. Events are collected for a moment and sent
 * as one request per kind, after the page has done its own work: never in the way of a search.
 */
import { getIdToken } from './auth/session';
import { getProfileState } from './auth/profile';
import { fetchWithSession } from './auth/fetch-with-session';

export type ReportedListingEvent = 'impression' | 'view' | 'basket' | 'compare';

const DELAY_MS = 1500;
const pending = new Map<ReportedListingEvent, Set<string>>();
let timer: ReturnType<typeof setTimeout> | null = null;

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
      // fraction of its cost, since a report follows nearly every page of results.
      await fetchWithSession('/api/insights/events', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ event, listingIds }),
      }).catch(() => undefined);
    }
  }
}

export function reportListingEvent(event: ReportedListingEvent, ids: readonly string[]): void {
  if (!getProfileState().profile?.isMunicipality || ids.length === 0) return;
  const set = pending.get(event) ?? new Set<string>();
  for (const id of ids) set.add(id);
  pending.set(event, set);
  timer ??= setTimeout(() => void send(), DELAY_MS);
}
