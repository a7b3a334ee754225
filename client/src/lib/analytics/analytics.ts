/**
 * The one analytics module (docs/specification.md §9): page views, scroll depth, outbound clicks
 * and the start-up referrer, sent to Firebase Analytics when a measurement id is configured and
 * to the in-memory local sink otherwise. Components never talk to a sink directly.
 */
import type { ClientConfig } from '@/config/runtime';
import { type AnalyticsEventName, type AnalyticsEvents, type AnalyticsSink, GUEST } from './events';
import { createFirebaseSink } from './firebase-sink';
import { createLocalSink } from './local-sink';
import { createScrollDepthTracker, scrollDepthPercent } from './scroll-depth';

let sink: AnalyticsSink | null = null;
let userId: string | null = null;
let currentPage: string | null = null;
let referrerSent = false;
const scrollDepth = createScrollDepthTracker();

function track<N extends AnalyticsEventName>(name: N, params: Omit<AnalyticsEvents[N], 'user_id'>): void {
  sink?.log({ name, params: { ...params, user_id: userId ?? GUEST } as AnalyticsEvents[N] });
}

function pageOf(location: Location): string {
  return location.pathname + location.search;
}

function onScroll(): void {
  // Before the first page view the page is not known yet; trackPageView catches up on its depth.
  if (currentPage === null) return;
  const root = document.documentElement;
  const depth = scrollDepthPercent(window.scrollY, window.innerHeight, root.scrollHeight);
  for (const threshold of scrollDepth.update(depth)) {
    track('scroll', { page: currentPage, depth: threshold });
  }
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  let url: URL;
  try {
    url = new URL(link.href, window.location.href);
  } catch {
    return;
  }
  if (!url.protocol.startsWith('http') || url.host === window.location.host) return;
  track('outbound_click', { page: pageOf(window.location), url: url.href });
}

/** Chooses the sink and starts listening; returns a function that stops it (tests). */
export function startAnalytics(config: ClientConfig): () => void {
  if (sink) return () => undefined;
  sink = config.firebase.measurementId ? createFirebaseSink(config.firebase) : createLocalSink();
  sink.setUser(userId);
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick, { capture: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('click', onClick, { capture: true });
    sink = null;
    currentPage = null;
    referrerSent = false;
    scrollDepth.reset();
  };
}

/** The signed-in user's id, or null for visitors (events then say 「guest」). */
export function setAnalyticsUser(uid: string | null): void {
  if (uid === userId) return;
  userId = uid;
  sink?.setUser(uid);
}

/**
 * Called when a page has finished rendering: one page view with its path and title, and a new
 * page for the scroll thresholds. The first page also reports where the visitor came from.
 */
export function trackPageView(path: string, title: string): void {
  currentPage = path;
  scrollDepth.reset();
  track('page_view', { page_path: path, page_title: title });
  if (!referrerSent) {
    referrerSent = true;
    if (document.referrer) track('referrer', { referrer_url: document.referrer, page_path: path, page_title: title });
    // A prerendered first page can be read and scrolled before its scripts start: the depth it
    // already reached counts, though no scroll event will repeat it.
    if (window.scrollY > 0) onScroll();
  }
}
