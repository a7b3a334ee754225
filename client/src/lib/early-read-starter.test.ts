/**
 * The early-read starter, run twice over: from its source, and as the build emits it for the
 * page (bundled, minified, in a bare `vm` context with a fake localStorage, location and fetch).
 * It sends the route's reads with the remembered token and leaves them keyed by `queryKey` of
 * @portal/shared, where lib/early-reads.ts looks them up.
 */
// @vitest-environment node
import path from 'node:path';
import vm from 'node:vm';
import {
  EARLY_READS_SPEC_ID,
  type EarlyRead,
  PROFILE_CACHE_KEY,
  queryKey,
  REMEMBERED_SESSION_KEY,
  REMEMBERED_TOKEN_MIN_LIFETIME_MS,
  SERVED_ANSWERS_ID,
  SESSION_HINT_ATTRIBUTE,
} from '@portal/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildInlineScript } from '../../build/inline-script';
import { startEarlyReads } from './early-read-starter';

const PROFILE: EarlyRead = {
  operationName: 'CurrentProfile',
  query: 'query CurrentProfile { me { uid } }',
  variables: {},
};
const GRANT: EarlyRead = {
  operationName: 'GrantDetailPage',
  query: 'query GrantDetailPage($id: ID!) { grant(id: $id) { id title } }',
  variables: { id: ':id' },
};
const SPEC = JSON.stringify({ path: '/grants/shows/:id', reads: [PROFILE, GRANT] });
const GRANTS_VARIABLES = { criteria: { page: 1, statuses: ['open', 'ongoing'] } };
const GRANTS: EarlyRead = {
  operationName: 'GrantsPage',
  query: 'query GrantsPage($criteria: SearchInput) { searchGrants(criteria: $criteria) { totalCount } }',
  variables: {},
  search: { section: 'grants', defaults: { statuses: ['open', 'ongoing'] }, variables: GRANTS_VARIABLES },
};
const SEARCH_SPEC = JSON.stringify({ path: '/grants', reads: [GRANTS] });
const HOME: EarlyRead = {
  operationName: 'HomePage',
  query: 'query HomePage { solutionCount }',
  variables: {},
  visitor: true,
};
const HOME_SPEC = JSON.stringify({ path: '/', reads: [HOME] });
const MY_MUNICIPALITY: EarlyRead = {
  operationName: 'MyMunicipality',
  query: 'query MyMunicipality { myMunicipality { state } }',
  variables: {},
  municipal: true,
};
const MUNICIPAL_SPEC = JSON.stringify({ path: '/grants/shows/:id', reads: [PROFILE, GRANT, MY_MUNICIPALITY] });
const SHORTLIST_NAMES: EarlyRead = {
  operationName: 'ShortlistNames',
  query: 'query ShortlistNames { shortlists { id name } }',
  variables: {},
  municipal: true,
  confirmed: true,
};
const CONFIRMED_SPEC = JSON.stringify({
  path: '/grants/shows/:id',
  reads: [PROFILE, MY_MUNICIPALITY, SHORTLIST_NAMES],
});

interface Browser {
  pathname?: string;
  /** The address's query (`location.search`). */
  search?: string;
  /** The page's spec (a detail route's by default). */
  spec?: string;
  /** The remembered session as stored; null: nothing remembered. */
  stored?: string | null;
  /** The last profile the server answered, as stored; null: none. */
  profile?: string | null;
  storageFails?: boolean;
  fetchResult?: () => Promise<unknown>;
  /** The page carries the answers the server rendered it with (server/src/web/search-pages.ts). */
  served?: boolean;
}

const remembered = (lifetimeMs: number, token: unknown = 'token-1') =>
  JSON.stringify({
    user: { uid: 'u1', email: 'staff@city.example.jp', emailVerified: true },
    token,
    expiresAt: Date.now() + lifetimeMs,
  });

let built = '';

beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const alias = { '@portal/shared': path.resolve(root, '../shared/src/index.ts'), '@': path.resolve(root, 'src') };
  built = (await buildInlineScript(root, alias, 'early-read-starter')).code;
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

/** Runs the starter against a fake browser, from its source or as built. */
function runStarter(
  how: 'source' | 'built',
  {
    pathname = '/grants/shows/73',
    search = '',
    spec = SPEC,
    stored = remembered(60 * 60_000),
    profile = null,
    storageFails = false,
    fetchResult = () => Promise.resolve({ status: 200 }),
    served = false,
  }: Browser = {},
) {
  // Not a vi.fn: Vitest's spy handles the promises it returns, which would hide an unhandled one.
  const requests: { url: string; headers: Record<string, string>; sent: unknown }[] = [];
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    const sent = fetchResult();
    requests.push({ url, headers: init.headers, sent });
    return sent;
  };
  const attributes = new Map<string, string>();
  const browser: Record<string, unknown> = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      getElementById: (id: string) => {
        if (id === EARLY_READS_SPEC_ID) return { textContent: spec };
        return served && id === SERVED_ANSWERS_ID ? { textContent: '{}' } : null;
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError: storage is disabled');
        if (key === PROFILE_CACHE_KEY) return profile;
        return key === REMEMBERED_SESSION_KEY ? stored : null;
      },
    },
    location: { pathname, search },
    fetch,
  };
  browser.window = browser;
  if (how === 'built') {
    vm.runInNewContext(built, browser);
  } else {
    for (const [name, value] of Object.entries(browser)) vi.stubGlobal(name, value);
    startEarlyReads();
  }
  const early = browser.__portalEarlyReads as { token: string | null; reads: Record<string, unknown> } | undefined;
  const callOf = (operationName: string) => {
    const request = requests.find(
      ({ url }) => new URL(url, 'https://portal.test').searchParams.get('operationName') === operationName,
    );
    return request && { ...request, params: new URL(request.url, 'https://portal.test').searchParams };
  };
  return { requests, early, callOf, attributes };
}

describe.each(['source', 'built'] as const)('the early-read starter (%s)', (how) => {
  it('is one small script', () => {
    expect(built.length).toBeLessThan(2_000);
  });

  it('sends the route’s reads with the remembered token as GET requests the server accepts', () => {
    const browser = runStarter(how);
    expect(browser.requests).toHaveLength(2);
    const grant = browser.callOf('GrantDetailPage')!;
    expect(grant.url).toBe(
      `/graphql?query=${encodeURIComponent(GRANT.query)}&operationName=GrantDetailPage&variables=${encodeURIComponent('{"id":"73"}')}`,
    );
    // content-type: a GET without a non-simple header is refused by Apollo's CSRF prevention.
    expect(grant.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
    const profile = browser.callOf('CurrentProfile')!;
    expect(profile.params.get('query')).toBe(PROFILE.query);
    expect(profile.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
  });

  it('leaves the answers keyed by the shared queryKey, with the token they went with', () => {
    const browser = runStarter(how);
    expect(browser.early?.token).toBe('token-1');
    const grantKey = queryKey('GrantDetailPage', { id: '73' });
    const profileKey = queryKey('CurrentProfile', undefined);
    expect(Object.keys(browser.early!.reads).sort()).toEqual([profileKey, grantKey]);
    // The very requests sent: the app takes them over instead of asking again.
    expect(browser.early!.reads[grantKey]).toBe(browser.callOf('GrantDetailPage')!.sent);
    expect(browser.early!.reads[profileKey]).toBe(browser.callOf('CurrentProfile')!.sent);
  });

  it.each([
    ['/grants/shows/73/', '73'],
    ['/grants/shows/%E8%A3%9C%E5%8A%A9', '補助'],
  ])('takes the parameter of %s as the app would', (pathname, id) => {
    const browser = runStarter(how, { pathname });
    expect(browser.callOf('GrantDetailPage')!.params.get('variables')).toBe(JSON.stringify({ id }));
    expect(Object.keys(browser.early!.reads)).toContain(queryKey('GrantDetailPage', { id }));
  });

  it.each([
    ['the token expires within the minimum lifetime', { stored: remembered(REMEMBERED_TOKEN_MIN_LIFETIME_MS - 5_000) }],
    ['the token has expired', { stored: remembered(-60_000) }],
    ['nothing is remembered', { stored: null }],
    ['the remembered session is not JSON', { stored: '{"token":' }],
    ['the remembered token is not a string', { stored: remembered(60 * 60_000, 42) }],
    ['storage is unavailable', { storageFails: true }],
    ['the path is shorter than the pattern', { pathname: '/grants/shows' }],
    ['the path is longer than the pattern', { pathname: '/grants/shows/73/files' }],
    ['the path is another route’s', { pathname: '/cases/shows/73' }],
  ])('sends nothing when %s', (_name, browser: Browser) => {
    const run = runStarter(how, browser);
    expect(run.requests).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it.each([
    ['nobody’s profile is known', null, false],
    ['the role was a member’s (awaiting approval)', '{"isMunicipality":false,"role":"member"}', false],
    ['the role was a vendor’s', '{"companyId":"1","role":"vendor"}', false],
    ['the profile is not JSON', '{"isMunicipality":', false],
    ['the profile was read before roles were kept', '{"isMunicipality":true,"municipalStatus":"approved"}', false],
    ['the role was municipal staff’s', '{"isMunicipality":true,"role":"municipal"}', true],
  ])('sends municipal staff’s reads only for them: %s', (_name, profile, sent) => {
    const run = runStarter(how, { spec: MUNICIPAL_SPEC, profile });
    expect(Boolean(run.callOf('MyMunicipality'))).toBe(sent);
    // The profile is what the rest hinges on, unless the stored one could not be read at all.
    if (profile !== '{"isMunicipality":') expect(run.callOf('GrantDetailPage')).toBeTruthy();
  });

  it.each([
    ['nobody’s profile is known', null, false, false],
    ['a member’s', '{"role":"member"}', false, false],
    ['municipal staff’s awaiting approval', '{"isMunicipality":true,"role":"member"}', false, false],
    ['a vendor’s', '{"companyId":"c1","role":"vendor"}', false, true],
    ['a trial account’s', '{"role":"trial"}', true, true],
    ['the operator’s', '{"isOperatorBusiness":true,"role":"operator"}', true, true],
    ['municipal staff’s', '{"isMunicipality":true,"role":"municipal"}', true, true],
  ])('reads a record early only for a profile the route lets in: %s', (_name, profile, grant, solution) => {
    const gated = JSON.stringify({ path: '/grants/shows/:id', reads: [PROFILE, { ...GRANT, record: 'staff' }] });
    const vendorOwn = JSON.stringify({ path: '/grants/shows/:id', reads: [PROFILE, { ...GRANT, record: 'vendor' }] });
    expect(Boolean(runStarter(how, { spec: gated, profile }).callOf('GrantDetailPage'))).toBe(grant);
    expect(Boolean(runStarter(how, { spec: vendorOwn, profile }).callOf('GrantDetailPage'))).toBe(solution);
    // The profile itself is always read.
    expect(runStarter(how, { spec: gated, profile }).callOf('CurrentProfile')).toBeTruthy();
  });

  it.each([
    ['a usable session', remembered(60 * 60_000)],
    ['a session whose token has expired (the app renews it)', remembered(-60_000)],
    ['a session it cannot read', '{"token":'],
  ])('marks the page of a returning user with %s, before anything is read', (_name, stored) => {
    const run = runStarter(how, { stored, spec: JSON.stringify({ path: '/', reads: [] }), pathname: '/' });
    expect(run.attributes.get(SESSION_HINT_ATTRIBUTE)).toBe('');
    expect(run.requests).toEqual([]);
  });

  it.each([
    ['nothing is remembered', { stored: null }],
    ['storage is unavailable', { storageFails: true }],
  ])('leaves the page unmarked when %s', (_name, browser: Browser) => {
    const run = runStarter(how, browser);
    expect(run.attributes.has(SESSION_HINT_ATTRIBUTE)).toBe(false);
  });

  it('sends a search screen’s first results without a token to a visitor, with the screen’s variables', () => {
    const browser = runStarter(how, { pathname: '/grants', spec: SEARCH_SPEC, stored: null });
    expect(browser.requests).toHaveLength(1);
    const grants = browser.callOf('GrantsPage')!;
    expect(grants.params.get('variables')).toBe(JSON.stringify(GRANTS_VARIABLES));
    expect(grants.headers).not.toHaveProperty('authorization');
    expect(grants.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(browser.early?.token).toBeNull();
    expect(browser.early!.reads[queryKey('GrantsPage', GRANTS_VARIABLES)]).toBe(grants.sent);
  });

  it('sends a public screen’s read without a token to a visitor, and with the token to a returning user', () => {
    const visitor = runStarter(how, { pathname: '/', spec: HOME_SPEC, stored: null });
    expect(visitor.callOf('HomePage')!.headers).not.toHaveProperty('authorization');
    expect(visitor.early?.token).toBeNull();
    expect(visitor.early!.reads[queryKey('HomePage', {})]).toBe(visitor.callOf('HomePage')!.sent);
    const returning = runStarter(how, { pathname: '/', spec: HOME_SPEC });
    expect(returning.callOf('HomePage')!.headers).toMatchObject({ authorization: 'Bearer token-1' });
    // Another route's address is not this page's.
    expect(runStarter(how, { pathname: '/grants', spec: HOME_SPEC, stored: null }).requests).toEqual([]);
  });

  it('reads the shortlists early only for staff whose profile says their municipality is confirmed', () => {
    const staff = (confirmed: unknown) =>
      JSON.stringify({ uid: 'u1', role: 'municipal', municipalityConfirmed: confirmed });
    const confirmed = runStarter(how, { spec: CONFIRMED_SPEC, profile: staff(true) });
    expect(confirmed.callOf('ShortlistNames')!.headers).toMatchObject({ authorization: 'Bearer token-1' });
    for (const profile of [
      staff(false),
      staff(undefined),
      JSON.stringify({ uid: 'u1', role: 'vendor', municipalityConfirmed: true }),
    ]) {
      const run = runStarter(how, { spec: CONFIRMED_SPEC, profile });
      expect(run.callOf('ShortlistNames')).toBeUndefined();
      expect(run.callOf('CurrentProfile')).toBeDefined();
    }
  });

  it('sends a search screen’s results with the remembered token to a returning user', () => {
    const browser = runStarter(how, { pathname: '/grants', spec: SEARCH_SPEC });
    expect(browser.callOf('GrantsPage')!.headers).toMatchObject({ authorization: 'Bearer token-1' });
    expect(browser.early?.token).toBe('token-1');
  });

  it('sends a visitor nothing on a page the server rendered with its results', () => {
    const run = runStarter(how, { pathname: '/grants', spec: SEARCH_SPEC, stored: null, served: true });
    expect(run.requests).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('still reads a returning user’s own results on such a page (their answer may differ)', () => {
    const browser = runStarter(how, { pathname: '/grants', spec: SEARCH_SPEC, served: true });
    expect(browser.callOf('GrantsPage')!.headers).toMatchObject({ authorization: 'Bearer token-1' });
  });

  it.each([
    ['the address has a query (the app normalises it)', { search: '?keyword=%E8%A3%9C%E5%8A%A9' }],
    ['the remembered token expires soon (the app renews it first)', { stored: remembered(-60_000) }],
    ['the path is not the route’s', { pathname: '/grants/list' }],
  ])('sends no search when %s', (_name, browser: Browser) => {
    const run = runStarter(how, { pathname: '/grants', spec: SEARCH_SPEC, stored: null, ...browser });
    expect(run.requests).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('leaves no unhandled rejection when a request fails (the app asks again)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const browser = runStarter(how, { fetchResult: () => Promise.reject(new Error('offline')) });
      expect(browser.requests).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      // The app still sees the failure when it takes the read over.
      await expect(browser.early!.reads[queryKey('CurrentProfile', undefined)]).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
