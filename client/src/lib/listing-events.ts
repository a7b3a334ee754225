/**
 * Listing insights from the browser (docs/insights.md): impressions in search results, detail
 * views, 資料請求リスト additions and comparisons. Only municipal staff are counted (the server
 * decides again), so nothing is sent for anyone else. Events are collected for a moment and sent
 * as one request per kind, after the page has done its own work: never in the way of a search.
 */
import { graphql } from '@/gql';
import { getIdToken } from './auth/session';
import { getProfileState } from './auth/profile';
import { fetchWithSession } from './auth/fetch-with-session';
import { documentText } from './graphql-request';

export type ReportedListingEvent = 'impression' | 'view' | 'basket' | 'compare';

const RECORD = graphql(`
  mutation ReportListingEvents($event: String!, $listingIds: [ID!]!) {
    recordListingEvents(event: $event, listingIds: $listingIds)
  }
`);

const DELAY_MS = 1500;
const pending = new Map<ReportedListingEvent, Set<string>>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function send(): Promise<void> {
  timer = null;
  const batches = [...pending];
  pending.clear();
  const query = await documentText(RECORD);
  const token = await getIdToken();
  if (!token) return;
  for (const [event, ids] of batches) {
    for (let start = 0; start < ids.size; start += 100) {
      const listingIds = [...ids].slice(start, start + 100);
      await fetchWithSession('/graphql', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, operationName: 'ReportListingEvents', variables: { event, listingIds } }),
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
