// The municipal users of the insights bench (insights-main.mjs): the workload's signed-in
// searches are asked by USERS municipal users of as many municipalities in turn, so the
// recorder's once-per-user rule and its writer see the distinct cells of a live portal, not one
// user's. A browser sends nothing beside its searches: the server counts a results page's
// impressions, and a detail's view, where it answers them (docs/insights.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { signIn, staffProfile } from './database.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../server/dist');

export const USERS = 60;
const PASSWORD = 'bench-insights-password';

/** Municipal users (emulator accounts with verified addresses and approved profiles) and their tokens. */
export async function municipalUsers(database, emulatorHost, projectId, count = USERS) {
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
      const profile = staffProfile(`bench-insights-${i}`, municipality.name, municipality.code);
      const { uid, email } = profile;
      if (!(await identity.auth.getUser(uid).catch(() => null))) {
        await identity.auth.createUser({ uid, email, password: PASSWORD, emailVerified: true });
      }
      await dataSource.getRepository('UserProfile').save(profile);
      users.push({ uid, token: await signIn(emulatorHost, email, PASSWORD) });
    }
  } finally {
    await identity.close();
    await dataSource.destroy();
  }
  return users;
}

/**
 * The workload's stream (workload.mjs) as autocannon requests, each signed-in search asked with
 * the next user's token.
 */
export function workloadOfUsers({ searches, stream }, users) {
  let next = 0;
  let turn = 0;
  return [
    {
      setupRequest: (request) => {
        const search = searches[stream[next++ % stream.length]].request;
        const headers = search.headers.authorization
          ? { ...search.headers, authorization: `Bearer ${users[turn++ % users.length].token}` }
          : search.headers;
        return { ...request, method: search.method, path: search.path, headers, body: undefined };
      },
    },
  ];
}
