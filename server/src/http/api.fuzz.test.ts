/**
 * Fuzz run over every REST route and every GraphQL root field with random parameters, bodies,
 * content types and tokens (fast-check, through real HTTP): no answer is a 5xx, none carries a
 * stack trace, and every API answer is JSON. Routes and fields are enumerated, so new ones are
 * fuzzed without edits here.
 */
import fc from 'fast-check';
import type { GraphQLArgument, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema';
import { REST_ROUTES } from '../rest/routes';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';

/** Runs per route or field; FUZZ_RUNS=500 for a long hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const STACK = /\n\s+at |\bat .+\.(js|ts):\d+|node_modules|TypeError|ReferenceError/;

/** Lone surrogates cannot be percent-encoded; the fuzz sends malformed encodings separately. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '９',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '𠮷野家',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const json: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(text, fc.constantFrom('uid', 'email', 'lastName', 'query', 'variables')),
    fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
    {
      maxKeys: 8,
    },
  ),
);

/** A random value for a GraphQL argument: often of roughly the right kind, sometimes anything. */
function argumentValue(schema: GraphQLSchema, typeName: string, depth = 0): fc.Arbitrary<unknown> {
  const named = schema.getType(typeName.replace(/[[\]!]/g, ''));
  const list = typeName.startsWith('[');
  let base: fc.Arbitrary<unknown>;
  if (named && 'getFields' in named && depth < 3) {
    const fields = (named.getFields as () => Record<string, { type: unknown }>)();
    base = fc.record(
      Object.fromEntries(
        Object.entries(fields).map(([name, f]) => [name, argumentValue(schema, String(f.type), depth + 1)]),
      ),
      { requiredKeys: [] },
    );
  } else if (named && 'getValues' in named) {
    base = fc.oneof(
      fc.constantFrom(...(named.getValues as unknown as () => { value: unknown }[])().map((v) => v.value)),
      text,
    );
  } else if (named?.name === 'Int' || named?.name === 'Float') {
    base = fc.oneof(fc.integer(), fc.double(), text);
  } else if (named?.name === 'Boolean') {
    base = fc.oneof(fc.boolean(), text);
  } else {
    base = fc.oneof(text, fc.integer());
  }
  const value = list ? fc.array(base, { maxLength: 5 }) : base;
  return fc.oneof(
    { weight: 6, arbitrary: value },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

describe.each(DATABASES)('fuzzing the API on %s', (database) => {
  let server: TestServer;
  let schema: GraphQLSchema;
  let tokens: fc.Arbitrary<string | undefined>;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: {
        RATE_LIMITS:
          'search.account=100000/60,search.ip=100000/60,registration.account=100000/60,registration.ip=100000/60',
      },
    });
    schema = await buildAppSchema();
    const member = await server.user({ profile: {} });
    const operator = await server.user({ claims: { operator: true }, profile: {} });
    tokens = fc.constantFrom(undefined, member.token, operator.token, 'garbage', `${member.token}x`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function check(response: Response, what: string): Promise<void> {
    const body = await response.text();
    expect(response.status, `${what} → ${body.slice(0, 300)}`).toBeLessThan(500);
    expect(body, what).not.toMatch(STACK);
    if (response.status !== 304) expect(response.headers.get('content-type') ?? '', what).toMatch(/json/);
  }

  it.each(REST_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    'REST %s',
    async (_name, route) => {
      const segment = fc.oneof(
        fc
          .oneof(text, fc.constantFrom('solutions', 'grants', 'cases', 'any'))
          .map((s) => encodeURIComponent(wellFormed(s)).slice(0, 300)),
        // Sent as is: malformed percent-encodings.
        fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C0%AF', '..%2F..%2F'),
      );
      const params = fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            'searchKeyword',
            'categories',
            'categories[]',
            'page',
            'id',
            'searchType',
            'yearsLower',
            'affiliations',
            'uid',
          ),
          fc.string({ maxLength: 8 }),
        ),
        fc.oneof(text, fc.array(text, { maxLength: 3 })),
        { maxKeys: 6 },
      );
      await fc.assert(
        fc.asyncProperty(
          segment,
          params,
          json,
          tokens,
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (seg, query, body, token, type) => {
            const path = route.path.replace(/:\w+/g, seg);
            const search = new URLSearchParams();
            for (const [k, v] of Object.entries(query))
              for (const item of [v].flat()) search.append(k, wellFormed(String(item)).slice(0, 300));
            const url = `${server.url}/api${path}?${search}`;
            const response = await fetch(url, {
              method: route.method.toUpperCase(),
              headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              ...(route.method === 'post' ? { body: JSON.stringify(body) } : {}),
            });
            await check(response, `${route.method} ${url}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('GraphQL: every root field with random arguments', async () => {
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type
        ? Object.values(type.getFields()).map((field) => ({
            kind: type === schema.getQueryType() ? 'query' : 'mutation',
            field,
          }))
        : [],
    );
    for (const { kind, field } of fields) {
      const args = field.args as readonly GraphQLArgument[];
      const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = schema.getType(String(field.type).replace(/[[\]!]/g, ''));
      const selection = named && 'getFields' in named ? '{ __typename }' : '';
      const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
      const variables = fc.record(
        Object.fromEntries(args.map((a) => [a.name, argumentValue(schema, String(a.type))])),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(variables, tokens, async (values, token) => {
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables: values }),
          });
          await check(response, `${field.name} ${JSON.stringify(values).slice(0, 200)}`);
        }),
        // Without arguments only the token varies: a few runs cover it.
        { numRuns: args.length === 0 ? 3 : RUNS },
      );
    }
  });

  it('GraphQL: random documents and bodies', async () => {
    const documents = fc.oneof(
      text,
      fc.constantFrom(
        '{',
        '{ __schema { types { name } } }',
        'query { grantCount @skip(if: $x) }',
        'fragment F on Query { ...F } { ...F }',
        'mutation { updateProfile }',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          documents.map((query) => ({ query })),
          json,
        ),
        tokens,
        fc.boolean(),
        async (body, token, asText) => {
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body:
              asText && typeof (body as { query?: unknown } | null)?.query === 'string'
                ? (body as { query: string }).query
                : JSON.stringify(body),
          });
          await check(response, JSON.stringify(body).slice(0, 200));
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
