/**
 * Early reads (server/src/web/early-reads.ts, client/src/lib/early-read-starter.ts): the queries
 * a page sends while it is parsed (a signed-in route's profile and record, a search screen's
 * first page of results), as the build lists them (client/src/app/early-read-routes.ts), and
 * the key under which the app looks an answer up (client/src/lib/early-reads.ts). The page's
 * inline script makes the same key in plain JavaScript.
 */
import type { SearchCriteria } from './search/criteria';
import type { Section } from './sections';

/** The id of the JSON script that carries a page's early reads to the starter. */
export const EARLY_READS_SPEC_ID = 'early-reads';

/**
 * Set on the page's root element by the early-read starter when a session is remembered here
 * (signed in before, usable or not). A page the server or the build rendered shows a visitor's
 * header; until the app has run, the header's visitor actions (ログイン, 会員登録) are hidden
 * under it, so a returning user is not told they are signed out (site-header.css), and so are the home
 * page's texts for visitors (client/src/app/routes/home/home.css). The app
 * removes it once it has hydrated and its header says what it knows.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';

/**
 * The id of the JSON script that carries the answers a page was rendered with by the server (a
 * search screen's first results, server/src/web/search-pages.ts): query key (`queryKey`) → the
 * answer's data, as a visitor's read would have it. The app starts from them (no read is sent),
 * and the early-read starter sends no visitor's read on such a page.
 */
export const SERVED_ANSWERS_ID = 'served-answers';

export interface EarlyRead {
  operationName: string;
  query: string;
  /** A value written `:name` is the route's parameter of that name. */
  variables: Record<string, string>;
  /**
   * A search screen's results as the page opens without a query in its address (the section's
   * defaults, page 1: searchVariables): sent only on such an address, with these variables, and
   * without a token to a visitor (nothing remembered), as the screen's own read would go. The
   * section and its defaults let the server make the variables of any address of the screen
   * (server/src/web/search-pages.ts renders a search address with its results).
   */
  search?: { section: Section; defaults: SearchCriteria; variables: Record<string, unknown> };
  /**
   * A public screen's read whose answer is everyone's (the home page's figures and news): sent
   * without a token to a visitor too, so the screen paints from it without loading Apollo.
   */
  visitor?: true;
  /**
   * Municipal staff's own reads (their municipality, its shortlists), which the server refuses to
   * anyone else: sent only when the profile the browser last read (PROFILE_CACHE_KEY) is approved
   * municipal staff's, so nobody else's page leaves a refused request in the console.
   */
  municipal?: true;
  /**
   * Reads the server answers municipal staff only once their municipality is confirmed (its
   * shortlists): sent only when the profile the browser last read says so
   * (`municipalityConfirmed`, PROFILE_CACHE_KEY).
   */
  confirmed?: true;
  /**
   * A record's own reads, which the server refuses to anyone the route guard turns away from the
   * record (remembered-session.ts, passesRecordGate): sent only when the profile the browser last
   * read passes. 'vendor' also lets a vendor's read go (their own listing).
   */
  record?: 'staff' | 'vendor';
}

export interface EarlyReadRoute {
  path: string;
  reads: EarlyRead[];
}

/** One query with its variables, as a key: the operation's name and the variables as JSON. */
export function queryKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `${operationName}:${JSON.stringify(variables ?? {})}`;
}
