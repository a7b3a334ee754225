/**
 * The authorization matrix, table-driven from access-matrix.table.ts: every
 * GraphQL root field, REST route and file route (uploads, listing files, document downloads), as
 * every role, with real Auth-emulator tokens, on SQLite and (with TEST_MYSQL_URL) MariaDB. Fails
 * when an operation, or any route the running app serves under /api, has no row.
 */
import type { Role } from '@portal/shared';
import { GRANT_COLUMNS } from '@portal/shared/imports/grant-columns';
import { stringify } from 'csv-stringify/sync';
import type { Express } from 'express';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../modules/company/company.entity';
import { item, newKey, submit } from '../modules/document-request/document-request.test-support';
import { PDF, PNG, upload } from '../modules/listing/listing.test-support';
import { REST_ROUTES } from '../rest/routes';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { uniqueEmail } from '../test/users';
import {
  bindDomain,
  memberAccount,
  municipalAccount,
  operatorAccount,
  publishedListing,
  trialAccount,
  vendorAccount,
} from '../test/earn-roles';
import { EVERYONE, FILE_MATRIX, GRAPHQL_MATRIX, MATRIX_INPUTS, REST_MATRIX } from './access-matrix.table';
import { buildAppSchema } from './schema';
import { myPortalFixtures } from './access-matrix.my-portal';
import { editorialFixtures } from './access-matrix.editorial';
import { caseProposalFixtures } from './access-matrix.case-proposals';
import { ssoMfaFixtures } from './access-matrix.sso-mfa';
import { rfiFixtures } from './access-matrix.rfi';
import { companyTeamFixtures, MATRIX_WEBHOOK_ORIGIN } from './access-matrix.company-team';

const DENIED = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'TRIAL_ACCOUNT', 'NOT_FOUND']);
const baseOf = (op: string) => op.replace(/\s*\(.*\)$/, '');

interface Caller {
  role: Role;
  token: string | null;
  uid: string;
  email: string;
}

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await buildAppSchema();
});

describe('the matrix covers every operation', () => {
  it('has a row for every Query and Mutation field, and no row for a field that does not exist', () => {
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type ? Object.keys(type.getFields()).map((name) => `${type.name}.${name}`) : [],
    );
    const covered = new Set(GRAPHQL_MATRIX.map((row) => baseOf(row.op)));
    expect(
      fields.filter((field) => !covered.has(field)),
      'fields without a row in access-matrix.table.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((op) => !fields.includes(op)),
      'rows naming no schema field',
    ).toEqual([]);
  });

  it('has a row for every REST route, and no row for a route that does not exist', () => {
    const routes = REST_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const covered = new Set(REST_MATRIX.map((row) => baseOf(row.op)));
    expect(
      routes.filter((route) => !covered.has(route)),
      'routes without a row in access-matrix.table.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((op) => !routes.includes(op)),
      'rows naming no REST route',
    ).toEqual([]);
  });
});

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
  match(path: string): unknown;
}

/** Every `METHOD /path` the app serves under /api, read from its routers (Express 5). */
function apiRoutes(app: Express): string[] {
  const routes = (stack: readonly RouterLayer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`)
        : routes(layer.handle.stack ?? []),
    );
  const top = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  return top
    .filter((layer) => !layer.route && layer.match('/api/any') && !layer.match('/any'))
    .flatMap((layer) => routes(layer.handle.stack ?? []));
}

function fill(value: unknown, caller: Caller, fixtures: Record<string, string>): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    if (value === '$self') return caller.uid;
    if (value === '$selfEmail') return caller.email;
    const fixture = fixtures[value.slice(1)];
    if (fixture === undefined) throw new Error(`unknown placeholder ${value}`);
    return fixture;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, caller, fixtures));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, caller, fixtures)]));
  }
  return value;
}

function documentFor(
  op: string,
  field: GraphQLField<unknown, unknown>,
  given: Record<string, string | boolean | readonly string[]> = {},
): string {
  const kind = op.startsWith('Mutation.') ? 'mutation' : 'query';
  // Optional criteria and section are left out unless the row gives them.
  const args = field.args.filter((arg) => !['criteria', 'section'].includes(arg.name) || arg.name in given);
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  // type-graphql and this file may load different builds of graphql-js: compare by name, not instanceof.
  const named = schema.getType(String(field.type).replace(/[[\]!]/g, ''));
  const selection = named && 'getFields' in named ? ' { __typename }' : '';
  return `${kind} Matrix${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

describe.each(DATABASES)('authorization matrix on %s', (database) => {
  let server: TestServer;
  const callers: Caller[] = [];
  const fixtures: Record<string, string> = {};

  beforeAll(async () => {
    // A second-factor check stays fresh for the whole run (step-up is tried in its own tests).
    server = await startTestServer({
      database,
      env: { SECOND_FACTOR_STEP_UP_SECONDS: '86400', WEBHOOK_TEST_DESTINATIONS: MATRIX_WEBHOOK_ORIGIN },
    });
    // Every role is earned as a user earns it (test/earn-roles.ts); no profile is written here.
    const operator = await operatorAccount(server);
    // The municipal callers' domains, bound by the operator: the shortlists trust only that.
    await bindDomain(server, operator, 'city.test.lg.jp', '札幌市');
    await bindDomain(server, operator, 'city.hakodate.lg.jp', '函館市');
    const vendor = await vendorAccount(server, operator);
    const ownId = await publishedListing(server, vendor, operator);
    const [foreign] = await server.dataSource.query(
      "SELECT id FROM solutions WHERE company_id <> ? AND status = 'published' ORDER BY id LIMIT 1",
      [vendor.companyId],
    );
    // One with a deadline: its calendar file exists (a grant without one has nothing to add).
    const [grant] = await server.dataSource.query(
      "SELECT id FROM grants WHERE status = 'published' AND application_end IS NOT NULL ORDER BY id LIMIT 1",
    );
    const [record] = await server.dataSource.query("SELECT id FROM cases WHERE status = 'published' LIMIT 1");
    Object.assign(fixtures, {
      ownSolution: ownId,
      foreignSolution: String(foreign.id),
      grant: String(grant.id),
      case: String(record.id),
    });
    const reviewable = (await server.dataSource.query(
      "SELECT id FROM solutions WHERE status = 'published' AND id NOT IN (?, ?) ORDER BY id LIMIT 2",
      [ownId, foreign.id],
    )) as { id: number }[];
    await server.dataSource.query("UPDATE solutions SET status = 'review' WHERE id IN (?, ?)", [
      reviewable[0]!.id,
      reviewable[1]!.id,
    ]);
    fixtures.reviewListing = String(reviewable[0]!.id);
    fixtures.returnListing = String(reviewable[1]!.id);
    const company = await server.dataSource
      .getRepository(Company)
      .save({ name: '承認待ち株式会社', address: '東京都千代田区', status: 'pending' as const });
    fixtures.pendingCompany = String(company.id);
    const other = await memberAccount(server);
    fixtures.other = other.uid;
    fixtures.otherEmail = other.email;
    fixtures.pending = (await memberAccount(server)).uid;
    fixtures.declinable = (await memberAccount(server)).uid;
    const users = {
      member: await memberAccount(server),
      trial: await trialAccount(server),
      // 札幌市 staff: the domain is bound to it and the 自治体名 names it (shared shortlists).
      municipal: await municipalAccount(server, undefined, '札幌市'),
      vendor,
      operator,
    };
    callers.push({ role: 'anonymous', token: null, uid: 'anonymous-caller', email: 'anonymous@example.jp' });
    for (const [role, user] of Object.entries(users)) callers.push({ role: role as Role, ...user });
    const image = await upload(server, vendor.token, 'image', PNG, 'matrix.png');
    fixtures.ownImage = image.body.data!.url!.replace(/^\/api/, '');
    // A one-row grants spreadsheet (the template's example) for previewImport and runImport.
    const sheet = stringify([GRANT_COLUMNS.map((c) => c.header), GRANT_COLUMNS.map((c) => c.example)]);
    fixtures.importFile = (
      await upload(server, operator.token, 'import', Buffer.from(sheet), 'matrix.csv')
    ).body.data!.key;
    const sent = await submit(server, users.municipal.token, { idempotencyKey: newKey(), items: [item(ownId)] });
    const request = sent.data!.submitDocumentRequest[0]!;
    fixtures.municipalRequest = request.uid;
    fixtures.municipalItem = String(request.items[0]!.id);
    const inquiry = await server.graphql<{ submitInquiry: { uid: string } }>(
      'mutation($input: InquiryInput!) { submitInquiry(input: $input) { uid } }',
      { input: { ...MATRIX_INPUTS.inquiry, email: other.email, idempotencyKey: 'access-matrix-inquiry-fixture' } },
      other.token,
    );
    fixtures.inquiry = inquiry.data!.submitInquiry.uid;
    // Request lifecycle: a request to another company, which the matrix's vendor must not see or move.
    const foreignSent = await submit(server, users.municipal.token, {
      idempotencyKey: newKey(),
      // Not the matrix row's own content: that would be a resend (resend-guard.ts).
      items: [item(String(foreign.id), { inquiryTypes: ['0', '2'] })],
    });
    fixtures.foreignRequest = foreignSent.data!.submitDocumentRequest[0]!.uid;
    fixtures.foreignItem = String(foreignSent.data!.submitDocumentRequest[0]!.items[0]!.id);
    Object.assign(
      fixtures,
      await myPortalFixtures(
        server,
        users.municipal,
        await municipalAccount(server, uniqueEmail('city.hakodate.lg.jp'), '函館市'),
        ownId,
      ),
    );
    Object.assign(fixtures, await editorialFixtures(server, operator, fixtures.grant!));
    Object.assign(fixtures, await caseProposalFixtures(server, vendor, ownId, String(foreign.id)));
    Object.assign(fixtures, await ssoMfaFixtures(server, operator, fixtures.other!));
    Object.assign(fixtures, await rfiFixtures(server, operator, users.municipal, vendor, ownId, String(foreign.id)));
    Object.assign(fixtures, await companyTeamFixtures(server, vendor));
    // Municipal staff on a domain nobody bound: the operator confirms their municipality.
    fixtures.unconfirmed = (await municipalAccount(server, uniqueEmail('city.unbound.lg.jp'), '旭川市')).uid;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(GRAPHQL_MATRIX.map((row) => [row.op, row] as const))('GraphQL %s', async (_op, row) => {
    const [typeName, fieldName] = baseOf(row.op).split('.') as ['Query' | 'Mutation', string];
    const type = typeName === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
    const field = type.getFields()[fieldName]!;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const caller of callers) {
      const variables = fill(
        { ...(row.args ?? {}), ...(row.input ? { input: MATRIX_INPUTS[row.input] } : {}) },
        caller,
        fixtures,
      );
      const result = await server.graphql(
        documentFor(row.op, field, row.args),
        variables as Record<string, unknown>,
        caller.token ?? undefined,
      );
      const code = String(result.errors?.[0]?.extensions?.code ?? '');
      const value = (result.data as Record<string, unknown> | undefined)?.[fieldName];
      const allowed = !result.errors && value !== undefined;
      const denied = DENIED.has(code) && value == null && (caller.role !== 'anonymous' || code === 'UNAUTHENTICATED');
      outcomes.push(`${caller.role}: ${allowed ? 'allowed' : denied ? 'denied' : `unexpected ${code || 'answer'}`}`);
      expected.push(`${caller.role}: ${row.allow.includes(caller.role) ? 'allowed' : 'denied'}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it.each(REST_MATRIX.map((row) => [row.op, row] as const))('REST %s', async (_op, row) => {
    const method = baseOf(row.op).split(' ')[0]!;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const caller of callers) {
      const url = row.url.replace(/\$\w+/g, (p) => encodeURIComponent(String(fill(p, caller, fixtures))));
      const response = await fetch(`${server.url}/api${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        ...(row.body ? { body: JSON.stringify(fill(MATRIX_INPUTS[row.body], caller, fixtures)) } : {}),
      });
      const body = (await response.json()) as { success?: boolean; contents?: unknown; error?: { code: string } };
      const allowed = response.status === 200 && (body.success === true || (body.contents ?? null) !== null);
      const code = body.error?.code ?? '';
      const denied =
        [401, 403, 404].includes(response.status) &&
        DENIED.has(code) &&
        (caller.role !== 'anonymous' || code === 'UNAUTHENTICATED');
      outcomes.push(`${caller.role}: ${allowed ? 'allowed' : denied ? 'denied' : `unexpected ${response.status}`}`);
      expected.push(`${caller.role}: ${row.allow.includes(caller.role) ? 'allowed' : 'denied'}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it('has a row for every route the app serves under /api, files and downloads included', () => {
    const served = apiRoutes(server.portal.app);
    const covered = new Set([...REST_MATRIX, ...FILE_MATRIX].map((row) => baseOf(row.op)));
    expect(served.length).toBeGreaterThan(REST_MATRIX.length / 2);
    expect(
      served.filter((route) => !covered.has(route)),
      'routes without a row in access-matrix.table.ts',
    ).toEqual([]);
    expect(
      FILE_MATRIX.map((row) => baseOf(row.op)).filter((op) => !served.includes(op)),
      'file rows naming no route',
    ).toEqual([]);
  });

  it.each(FILE_MATRIX.map((row) => [row.op, row] as const))('file route %s', async (_op, row) => {
    const method = baseOf(row.op).split(' ')[0]!;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const caller of callers) {
      // Fixture values are server-made ids and paths: placed as they are.
      const url = row.url.replace(/\$\w+/g, (p) => String(fill(p, caller, fixtures)));
      const response = await fetch(`${server.url}/api${url}`, {
        method,
        headers: {
          ...(row.upload ? { 'content-type': 'application/octet-stream' } : {}),
          ...(row.json ? { 'content-type': 'application/json' } : {}),
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        },
        ...(row.upload ? { body: row.upload === 'pdf' ? PDF : PNG } : {}),
        ...(row.json ? { body: JSON.stringify(fill(MATRIX_INPUTS[row.json], caller, fixtures)) } : {}),
      });
      const allowed = response.status === 200 || response.status === 201;
      const raw = Buffer.from(await response.arrayBuffer());
      const code = allowed
        ? ''
        : ((JSON.parse(raw.toString('utf8')) as { error?: { code: string } }).error?.code ?? '');
      const denied =
        [401, 403, 404].includes(response.status) &&
        DENIED.has(code) &&
        (caller.role !== 'anonymous' || code === 'UNAUTHENTICATED');
      outcomes.push(`${caller.role}: ${allowed ? 'allowed' : denied ? 'denied' : `unexpected ${response.status}`}`);
      expected.push(`${caller.role}: ${row.allow.includes(caller.role) ? 'allowed' : 'denied'}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it('lists every role', () => {
    expect(callers.map((c) => c.role)).toEqual(EVERYONE);
  });
});
