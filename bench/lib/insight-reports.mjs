// The insight reports a municipal user's browser sends beside its searches (docs/insights.md,
// client/src/lib/listing-events.ts). The server counts a results page's impressions itself, from
// the search it answers; the browser reports what only it sees. Here VIEW_SHARE of the workload's
// GraphQL solutions results pages (asked as the browser asks them) are followed by a detail view's
// report of one of their listings (the detail page's own read is not part of the search
// workload). Reports come from REPORT_USERS municipal users of as many municipalities, so the
// recorder's once-per-user rule and its writer see the distinct cells of a live portal, not one
// user's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { signIn } from './database.mjs';
import { seeded } from './workload.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../server/dist');

export const VIEW_SHARE = 0.25;
export const REPORT_USERS = 60;
const PASSWORD = 'bench-insights-password';

/** Municipal users (emulator accounts with verified addresses and approved profiles) and their tokens. */
export async function reportUsers(database, emulatorHost, projectId, count = REPORT_USERS) {
  require('reflect-metadata');
  const { openDatabase } = require(path.join(dist, 'db/data-source.js'));
  const { ENTITIES } = require(path.join(dist, 'modules/entities.js'));
  const { createIdentity } = require(path.join(dist, 'auth/identity.js'));
  const dataSource = await openDatabase(database.settings, ENTITIES);
  const identity = createIdentity(projectId);
  const users = [];
  try {
    const codes = (
      await dataSource.query(
        `SELECT code, name FROM municipalities WHERE kind <> 'prefecture' ORDER BY code LIMIT ${Number(count)}`,
      )
    ).map((row) => ({ code: String(row.code), name: String(row.name) }));
    for (const [i, municipality] of codes.entries()) {
      const uid = `bench-insights-${i}`;
      const email = `bench-insights-${i}@city.bench.lg.jp`;
      if (!(await identity.auth.getUser(uid).catch(() => null))) {
        await identity.auth.createUser({ uid, email, password: PASSWORD, emailVerified: true });
      }
      await dataSource.getRepository('UserProfile').save({
        uid,
        email,
        telephone: '03-0000-0000',
        lastName: '検証',
        firstName: `${i}`,
        lastNameKana: 'ケンショウ',
        firstNameKana: 'タロウ',
        division: '情報政策課',
        position: '主事',
        organization: municipality.name,
        municipalityCode: municipality.code,
        isMunicipality: true,
        municipalStatus: 'approved',
        municipalEmail: email,
      });
      users.push({ uid, token: await signIn(emulatorHost, email, PASSWORD) });
    }
  } finally {
    await identity.close();
    await dataSource.destroy();
  }
  return users;
}

/**
 * The listings each browser search shows (asked once, before the load): search index → ids, for
 * the workload's GraphQL solutions searches.
 */
export async function shownListings(origin, { searches }) {
  const shown = new Map();
  for (const [index, search] of searches.entries()) {
    if (search.section !== 'solutions' || search.transport !== 'graphql') continue;
    const response = await fetch(origin + search.request.path, { headers: search.request.headers });
    const body = await response.json();
    const ids = body.data?.searchSolutions?.items?.map((item) => item.id);
    if (!response.ok || !ids) throw new Error(`a solutions search answered ${response.status} without items`);
    if (ids.length > 0) shown.set(index, ids);
  }
  return shown;
}

/** Checks that a report is accepted before loading. */
export async function verifyReport(origin, users, shown) {
  const [ids] = shown.values();
  const request = reportRequest(users[0], 'view', ids.slice(0, 1));
  const response = await fetch(origin + request.path, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok || JSON.parse(text).data !== true) {
    throw new Error(`the insight report answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** The browser's report (client/src/lib/listing-events.ts), on the REST door it uses. */
function reportRequest(user, event, listingIds) {
  return {
    method: 'POST',
    path: '/api/insights/events',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event, listingIds }),
  };
}

/**
 * The workload's stream (workload.mjs) with each browser solutions search followed by its
 * reports, as autocannon requests; `kindOf()` tells, inside autocannon's response event, whether
 * the answer was a search's or a report's (its onResponse runs just before that event).
 */
export function workloadWithReports({ searches, stream }, shown, users) {
  let next = 0;
  let turn = 0;
  let answered = 'search';
  const random = seeded(23);
  const queue = [];
  const requests = [
    {
      setupRequest: (request, context) => {
        const report = queue.shift();
        if (report) {
          context.kind = 'report';
          return { ...request, ...report };
        }
        const index = stream[next++ % stream.length];
        const ids = shown.get(index);
        if (ids && random() < VIEW_SHARE) {
          const user = users[turn++ % users.length];
          queue.push(reportRequest(user, 'view', [ids[Math.floor(random() * ids.length)]]));
        }
        context.kind = 'search';
        const search = searches[index].request;
        return { ...request, method: search.method, path: search.path, headers: search.headers, body: undefined };
      },
      onResponse: (_status, _body, context) => {
        answered = context.kind;
      },
    },
  ];
  return { requests, kindOf: () => answered };
}
