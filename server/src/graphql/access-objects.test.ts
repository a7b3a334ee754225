/**
 * Object-level checks: guessing or incrementing the ids of profiles and listings yields
 * FORBIDDEN or NOT_FOUND, never someone else's data, over GraphQL and REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserProfile } from '../modules/profile/profile.entity';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import {
  type Account,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  vendorAccount,
} from '../test/earn-roles';
import { PROFILE_DEFAULTS } from '../test/users';

/** The seven fields a member edits (organization and the rest of the defaults). */
const { telephone: _telephone, ...PROFILE_FIELDS_OF_DEFAULTS } = PROFILE_DEFAULTS;

const REFUSED = ['FORBIDDEN', 'NOT_FOUND'];

function mutations(uid: string): string[] {
  const last = uid.at(-1)!;
  return [
    uid,
    uid.slice(0, -1) + (last === 'a' ? 'b' : 'a'),
    uid.toUpperCase(),
    uid.toLowerCase(),
    `${uid} `,
    `${uid}/`,
    'admin',
    'operator',
    '1',
    '0',
    '../' + uid,
    '%2e%2e',
  ];
}

describe.each(DATABASES)('object-level checks on %s', (database) => {
  let server: TestServer;
  let member: Account;
  let victim: Account;
  let vendor: Account;
  let municipal: Account;
  let companyId: number;
  let ownListing: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    // Every role earned as a user earns it (test/earn-roles.ts).
    const operator = await operatorAccount(server);
    const company = await vendorAccount(server, operator);
    companyId = Number(company.companyId);
    ownListing = await publishedListing(server, company, operator);
    vendor = company;
    member = await memberAccount(server);
    victim = await municipalAccount(server);
    const edited = await server.graphql(
      'mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { uid } }',
      { input: { ...PROFILE_FIELDS_OF_DEFAULTS, division: '秘密課' } },
      victim.token,
    );
    expect(edited.errors).toBeUndefined();
    municipal = await municipalAccount(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('never hands another user’s profile to a guesser, over GraphQL or REST', async () => {
    for (const guess of mutations(victim.uid)) {
      const graphql = await server.graphql(
        'query($uid: ID!) { profile(uid: $uid) { uid division } }',
        { uid: guess },
        member.token,
      );
      expect(graphql.data?.profile ?? null, guess).toBeNull();
      expect(REFUSED, guess).toContain(graphql.errors?.[0]?.extensions?.code);
      for (const prefix of ['/api/auth/', '/api/users/']) {
        const response = await fetch(`${server.url}${prefix}${encodeURIComponent(guess)}`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        const body = (await response.json()) as { data: unknown; error?: { code: string } };
        expect([403, 404], `${prefix}${guess}`).toContain(response.status);
        expect(body.data).toBeNull();
        expect(JSON.stringify(body)).not.toContain('秘密課');
      }
    }
  });

  it('refuses to edit another user’s profile and leaves it unchanged', async () => {
    const response = await fetch(`${server.url}/api/auth/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ ...PROFILE_DEFAULTS, uid: victim.uid, division: '乗っ取り課' }),
    });
    expect(response.status).toBe(403);
    const stored = await server.dataSource.getRepository(UserProfile).findOneByOrFail({ uid: victim.uid });
    expect(stored.division).toBe('秘密課');
  });

  it('shows a vendor only its own company’s listings (detail and editor), whatever id it tries', async () => {
    const rows: { id: number; companyId: number }[] = await server.dataSource.query(
      'SELECT id, company_id AS companyId FROM solutions ORDER BY id LIMIT 40',
    );
    rows.push({ id: Number(ownListing), companyId });
    const ids = [...rows.map((r) => String(r.id)), '0', '-1', '999999999', '1.5', '0x1', ' 1', '1 OR 1=1', '１'];
    const own = new Set(rows.filter((r) => Number(r.companyId) === Number(companyId)).map((r) => String(r.id)));
    expect(own.size).toBeGreaterThan(0);
    for (const id of ids) {
      const result = await server.graphql<{ solution: { id: string; company: { id: string } } | null }>(
        'query($id: ID!) { solution(id: $id) { id company { id } } }',
        { id },
        vendor.token,
      );
      // The editor's read of the same listing follows the same rule.
      const editor = await server.graphql<{ listing: { id: string } | null }>(
        'query($id: ID!) { listing(id: $id) { id values { title } } }',
        { id },
        vendor.token,
      );
      if (own.has(id)) {
        expect(result.data?.solution?.company.id, id).toBe(String(companyId));
        expect(editor.data?.listing?.id, id).toBe(id);
      } else {
        expect(result.data?.solution ?? null, id).toBeNull();
        expect(REFUSED, id).toContain(result.errors?.[0]?.extensions?.code);
        expect(editor.data?.listing ?? null, id).toBeNull();
        expect(REFUSED, id).toContain(editor.errors?.[0]?.extensions?.code);
      }
    }
  });

  it('hides unpublished listings from everyone but the operator and the owning vendor', async () => {
    const [draft] = await server.dataSource.query('SELECT id FROM solutions WHERE company_id = ? ORDER BY id LIMIT 1', [
      companyId,
    ]);
    await server.dataSource.query("UPDATE solutions SET status = 'draft' WHERE id = ?", [draft.id]);
    try {
      const asMunicipal = await server.graphql(`{ solution(id: "${draft.id}") { id } }`, {}, municipal.token);
      expect(asMunicipal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const rest = await fetch(`${server.url}/api/service/solutions/search?id=${draft.id}`, {
        headers: { authorization: `Bearer ${municipal.token}` },
      });
      expect(rest.status).toBe(404);
      const asVendor = await server.graphql(`{ solution(id: "${draft.id}") { id } }`, {}, vendor.token);
      expect(asVendor.errors).toBeUndefined();
    } finally {
      await server.dataSource.query("UPDATE solutions SET status = 'published' WHERE id = ?", [draft.id]);
    }
  });
});
