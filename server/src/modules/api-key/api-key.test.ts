/**
 * API keys through real HTTP and the Auth emulator: a key reads with its owner's current rights
 * on GraphQL and the REST façade, in either header; it is refused for writes, for the account's
 * own credentials, in a URL (and never logged), guessed from its prefix, revoked, expired, above
 * its limit, and on another municipality's data; an administrator lists and revokes the keys of
 * their own municipality's members only; creation, use and revocation are audited.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../auth/api-key-token';
import { DATABASES } from '../../test/databases';
import { type Account, municipalAccount, operatorAccount } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { uniqueEmail } from '../../test/users';
import { AuditEvent } from '../audit/audit-event.entity';
import { administeredMunicipality, ok, REMOVE } from '../municipal-admin/municipal-admin.test-support';
import { ApiKey } from './api-key.entity';

const CREATE =
  'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret key { id name shown scope state expiresAt } } }';
const SHORTLISTS = 'query { shortlists { id name } }';
const KEY_LIMIT = 25;

describe.each(DATABASES)('API keys on %s', (database) => {
  let server: TestServer;
  let operator: Account;
  let admin: Account;
  let foreignAdmin: Account;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    server = await startTestServer({
      database,
      env: { RATE_LIMITS: `apiKey.account=${KEY_LIMIT}/60` },
      logger: pino({ level: 'info' }, sink),
    });
    operator = await operatorAccount(server);
    admin = await administeredMunicipality(server, operator, 'city.asahikawa.lg.jp', '旭川市', '012041');
    foreignAdmin = await administeredMunicipality(server, operator, 'city.hakodate.lg.jp', '函館市', '012025');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function createKey(account: Account, name = '朝の取り込み', days = 30) {
    const { createApiKey } = await ok<{ createApiKey: { secret: string; key: { id: string; shown: string } } }>(
      server,
      account,
      CREATE,
      { input: { name, expiresInDays: days } },
    );
    return createApiKey;
  }

  const rest = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api${path}`, { headers });
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

  async function colleague(): Promise<Account> {
    return municipalAccount(server, uniqueEmail('city.asahikawa.lg.jp'), '旭川市');
  }

  it('is shown once, stored as its hash, and reads with the owner’s role on GraphQL and REST', async () => {
    const member = await colleague();
    await ok(server, member, 'mutation { createShortlist(name: "APIキーで読む") { id } }');
    const created = await createKey(member);
    expect(created.secret).toMatch(/^jpk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.shown)).toBe(true);
    const row = await server.dataSource.getRepository(ApiKey).findOneByOrFail({ id: Number(created.key.id) });
    expect(row.keyHash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await ok<{ myApiKeys: { id: string; state: string }[] }>(
      server,
      member,
      'query { myApiKeys { id name shown state lastUsedAt } }',
    );
    expect(listed.myApiKeys).toEqual([expect.objectContaining({ id: created.key.id, state: 'active' })]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const answer = await server.graphql<{ shortlists: { name: string }[] }>(SHORTLISTS, {}, created.secret);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.shortlists.map((list) => list.name)).toContain('APIキーで読む');
    const viaHeader = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': created.secret },
      body: JSON.stringify({ query: SHORTLISTS }),
    });
    expect(viaHeader.status).toBe(200);
    for (const headers of [bearer(created.secret), { 'x-api-key': created.secret }]) {
      const search = await rest('/service/grants/search?searchKeyword=&page=1', headers);
      expect(search.status).toBe(200);
      expect(((await search.json()) as { contents: { totalCount: number } }).contents.totalCount).toBeGreaterThan(0);
    }
  });

  it('is refused for writes, the account’s own credentials and operator operations', async () => {
    const member = await colleague();
    const { secret } = await createKey(member);
    const write = await server.graphql('mutation { createShortlist(name: "書けない") { id } }', {}, secret);
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(write.errors?.[0]?.message).toMatch(/読み取り/);
    const again = await server.graphql(CREATE, { input: { name: '鍵で鍵', expiresInDays: 1 } }, secret);
    expect(again.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of ['query { myApiKeys { id } }', 'query { mySignedInDevices { id } }']) {
      expect((await server.graphql(query, {}, secret)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const edit = await fetch(`${server.url}/api/auth/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(secret) },
      body: JSON.stringify({ uid: member.uid }),
    });
    expect(edit.status).toBe(403);
    // An operator's key reads as the account would without operator rights.
    const operatorKey = await createKey(operator);
    const console = await server.graphql('query { auditEvents(limit: 1) { total } }', {}, operatorKey.secret);
    expect(console.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a key in a URL and never writes one to the log', async () => {
    const member = await colleague();
    const { secret } = await createKey(member);
    for (const path of [
      `/api/service/grants/search?api_key=${secret}`,
      `/graphql?query=%7B__typename%7D&key=${secret}`,
    ]) {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'apollo-require-preflight': '1' } });
      expect(answer.status).toBe(401);
      expect(JSON.stringify(await answer.json())).toMatch(/ヘッダー/);
    }
    expect(await rest(`/auth/${secret}`)).toHaveProperty('status', 401);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(secret.slice(4));
  });

  it('refuses a guessed key, a revoked key and an expired key', async () => {
    const member = await colleague();
    const { secret, key } = await createKey(member);
    const guessed = `${key.shown}${'A'.repeat(secret.length - key.shown.length)}`;
    for (const attempt of [guessed, key.shown, 'jpk_', `${secret}x`]) {
      const answer = await rest('/service/grants/search?searchKeyword=&page=1', bearer(attempt));
      expect(answer.status).toBe(401);
    }
    const expiring = await createKey(member, '期限切れにする');
    await server.dataSource
      .getRepository(ApiKey)
      .update({ id: Number(expiring.key.id) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await rest('/service/grants/search?searchKeyword=&page=1', bearer(expiring.secret));
    expect(expired.status).toBe(401);
    expect(JSON.stringify(await expired.json())).toMatch(/有効期限/);

    await ok(server, member, 'mutation($id: ID!) { revokeApiKey(id: $id) { state } }', { id: key.id });
    const revoked = await rest('/service/grants/search?searchKeyword=&page=1', bearer(secret));
    expect(revoked.status).toBe(401);
    expect(JSON.stringify(await revoked.json())).toMatch(/取り消/);
    // Another user's key id is not found, as an unknown one is.
    const stranger = await colleague();
    const other = await server.graphql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { state } }',
      { id: expiring.key.id },
      stranger.token,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reads no other municipality’s data', async () => {
    const { createShortlist } = await ok<{ createShortlist: { id: string } }>(
      server,
      foreignAdmin,
      'mutation { createShortlist(name: "函館の候補") { id } }',
    );
    const member = await colleague();
    const { secret } = await createKey(member);
    const answer = await rest(`/shortlists/${createShortlist.id}/export?format=csv`, bearer(secret));
    expect(answer.status).toBe(404);
    const lists = await server.graphql<{ shortlists: { id: string }[] }>(SHORTLISTS, {}, secret);
    expect(lists.data!.shortlists.map((list) => list.id)).not.toContain(createShortlist.id);
  });

  it('lets an administrator list and revoke their own municipality’s keys only, and loses the role with its owner', async () => {
    const member = await colleague();
    const { secret, key } = await createKey(member, '課の集計ツール');
    const foreign = await createKey(foreignAdmin, '函館のツール');
    const listed = await ok<{ municipalApiKeys: { id: string; ownerEmail: string }[] }>(
      server,
      admin,
      'query { municipalApiKeys { id name ownerEmail state } }',
    );
    expect(listed.municipalApiKeys).toContainEqual(expect.objectContaining({ id: key.id, ownerEmail: member.email }));
    expect(listed.municipalApiKeys.map((row) => row.id)).not.toContain(foreign.key.id);
    const refused = await server.graphql(
      'mutation($id: ID!) { revokeMunicipalApiKey(id: $id) { state } }',
      { id: foreign.key.id },
      admin.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Removed from the municipality: the key still reads what a member may, not the municipal lists.
    await ok(server, admin, REMOVE, { uid: member.uid, to: null });
    expect((await rest('/service/grants/search?searchKeyword=&page=1', bearer(secret))).status).toBe(200);
    expect((await server.graphql(SHORTLISTS, {}, secret)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const another = await colleague();
    const theirs = await createKey(another);
    await ok(server, admin, 'mutation($id: ID!) { revokeMunicipalApiKey(id: $id) { state } }', { id: theirs.key.id });
    expect((await rest('/service/grants/search?searchKeyword=&page=1', bearer(theirs.secret))).status).toBe(401);
    const events = await server.dataSource
      .getRepository(AuditEvent)
      .findBy({ entityType: 'api_key', entityId: theirs.key.id });
    expect(events.map((event) => event.action).sort()).toEqual(['api-key.created', 'api-key.revoked']);
  });

  it('is limited per key with 429 and Retry-After, and its first use of the day is audited once', async () => {
    const member = await colleague();
    const { secret, key } = await createKey(member);
    let limited: Response | null = null;
    for (let i = 0; i <= KEY_LIMIT && !limited; i += 1) {
      const answer = await rest('/service/grants/count?searchType=grants', bearer(secret));
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same owner has its own count.
    const second = await createKey(member, '別のツール');
    expect((await rest('/service/grants/count?searchType=grants', bearer(second.secret))).status).toBe(200);
    const used = await server.dataSource
      .getRepository(AuditEvent)
      .findBy({ entityType: 'api_key', entityId: key.id, action: 'api-key.used' });
    expect(used).toHaveLength(1);
    expect(used[0]!.actorUid).toBe(member.uid);
  });
});
