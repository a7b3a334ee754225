/**
 * Object-level checks: guessing or incrementing the ids of profiles and listings yields
 * FORBIDDEN or NOT_FOUND, never someone else's data, over GraphQL and REST; and an object the
 * caller may not see answers exactly as an id that does not exist, so refusals reveal nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserProfile } from '../modules/profile/profile.entity';
import { MATRIX_INPUTS } from './access-matrix.table';
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
        expect(result.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
        expect(editor.data?.listing ?? null, id).toBeNull();
        expect(editor.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      }
    }
  });

  it('answers an object the caller may not see exactly as an id that does not exist', async () => {
    const [foreign] = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE company_id <> ? AND status = 'published' ORDER BY id LIMIT 1",
      [companyId],
    )) as { id: number }[];
    const [grant] = (await server.dataSource.query('SELECT id FROM grants ORDER BY id LIMIT 1')) as { id: number }[];
    const [record] = (await server.dataSource.query('SELECT id FROM cases ORDER BY id LIMIT 1')) as { id: number }[];
    const sent = await server.graphql<{ submitDocumentRequest: { uid: string }[] }>(
      'mutation($input: DocumentRequestInput!) { submitDocumentRequest(input: $input) { uid } }',
      {
        input: {
          idempotencyKey: 'access-objects-oracle-0001',
          items: [{ solutionId: String(foreign!.id), inquiryTypes: ['0'], contactMeans: ['0'], contents: '' }],
        },
      },
      victim.token,
    );
    expect(sent.errors).toBeUndefined();
    const draft = MATRIX_INPUTS.listingDraft;
    const graphql = async (query: string, variables: Record<string, unknown>, token: string) => {
      const { status, errors, data } = await server.graphql(query, variables, token);
      return { status, code: errors?.[0]?.extensions?.code, message: errors?.[0]?.message, data };
    };
    const rest = async (url: string, token: string) => {
      const response = await fetch(`${server.url}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.text() };
    };
    const SOLUTION = 'query($id: ID!) { solution(id: $id) { id } }';
    const LISTING = 'query($id: ID!) { listing(id: $id) { id } }';
    const UPDATE = 'mutation($id: ID!, $input: ListingInput!) { updateListing(id: $id, input: $input) { id } }';
    const GRANT = 'query($id: ID!) { grant(id: $id) { id } }';
    const CASE = 'query($id: ID!) { case(id: $id) { id } }';
    const REQUEST = 'query($uid: ID!) { documentRequest(uid: $uid) { uid } }';
    const unknown = '999999999';
    await server.dataSource.query("UPDATE grants SET status = 'draft' WHERE id = ?", [grant!.id]);
    await server.dataSource.query("UPDATE cases SET status = 'draft' WHERE id = ?", [record!.id]);
    try {
      const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
        [
          'vendor: solution of another company',
          () => graphql(SOLUTION, { id: String(foreign!.id) }, vendor.token),
          () => graphql(SOLUTION, { id: unknown }, vendor.token),
        ],
        [
          'vendor: REST detail of another company',
          () => rest(`/service/solutions/search?id=${foreign!.id}`, vendor.token),
          () => rest(`/service/solutions/search?id=${unknown}`, vendor.token),
        ],
        [
          'vendor: listing of another company',
          () => graphql(LISTING, { id: String(foreign!.id) }, vendor.token),
          () => graphql(LISTING, { id: unknown }, vendor.token),
        ],
        [
          'vendor: update of another company’s listing',
          () => graphql(UPDATE, { id: String(foreign!.id), input: draft }, vendor.token),
          () => graphql(UPDATE, { id: unknown, input: draft }, vendor.token),
        ],
        [
          'municipal: unpublished grant',
          () => graphql(GRANT, { id: String(grant!.id) }, municipal.token),
          () => graphql(GRANT, { id: unknown }, municipal.token),
        ],
        [
          'municipal: unpublished case',
          () => graphql(CASE, { id: String(record!.id) }, municipal.token),
          () => graphql(CASE, { id: unknown }, municipal.token),
        ],
        [
          'municipal: another user’s document request',
          () => graphql(REQUEST, { uid: sent.data!.submitDocumentRequest[0]!.uid }, municipal.token),
          () => graphql(REQUEST, { uid: 'no-such-request-uid' }, municipal.token),
        ],
      ];
      for (const [label, hidden, missing] of pairs) {
        const [seen, absent] = [await hidden(), await missing()];
        expect.soft(seen, label).toEqual(absent);
        expect.soft(JSON.stringify(seen), label).toMatch(/NOT_FOUND/);
      }
    } finally {
      await server.dataSource.query("UPDATE grants SET status = 'published' WHERE id = ?", [grant!.id]);
      await server.dataSource.query("UPDATE cases SET status = 'published' WHERE id = ?", [record!.id]);
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
