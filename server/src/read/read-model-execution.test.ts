/**
 * The read-model plan (read-model-execution.ts) answers exactly what graphql-js answers: every
 * client document it takes, run both ways on the demo corpus with the criteria the screens send
 * (keywords with highlights, filters, no results with relaxations, later pages, the deadline
 * order), must give the same data, down to the order of the keys; what it cannot answer the same
 * way it leaves to graphql-js.
 */
import path from 'node:path';
import { type DocumentNode, type OperationDefinitionNode, execute, Kind, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { Context } from '../graphql/context';
import { compileReadModelPlan, executeReadModelPlan } from './read-model-execution';
import { buildAppSchema } from '../graphql/schema';

// Loaded by path: the client workspace is outside the server's TypeScript project.
const generated = path.resolve(__dirname, '../../../client/src/gql/graphql.ts');

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;

/** The criteria the search screens send, each section's own filters included. */
const CRITERIA = [
  undefined,
  { page: 1 },
  { keyword: 'クラウド', page: 1 },
  { keyword: 'ＤＸ　推進', page: 1 },
  { keyword: '自治体', page: 2 },
  { categories: ['01', '05'], page: 1 },
  { keyword: 'クラウド', categories: ['12'], cities: ['village'], page: 1 },
  { keyword: 'そのような語はない', categories: ['01'], page: 1 },
  { statuses: ['open', 'closing'], sort: 'deadline', page: 1 },
  { keyword: 'システム', sort: 'newest', page: 1 },
];

/** What the keyword box asks suggestions for. */
const SUGGESTED = [
  ['grants', 'ぼう'],
  ['cases', '防災 し'],
  ['solutions', 'くら'],
];

describe('the read-model plan against graphql-js', async () => {
  const module = (await import(/* @vite-ignore */ generated)) as Record<string, unknown>;
  const documents = Object.entries(module).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') && (entry[1] as { kind?: unknown } | null)?.kind === 'Document',
  );
  let server: TestServer;
  let context: Context;
  const schema = await buildAppSchema();

  beforeAll(async () => {
    server = await startTestServer({});
    const municipal = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    context = {
      services: server.portal.services,
      requestId: 'plan-test',
      idToken: null,
      uid: municipal.uid,
    } as unknown as Context;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const planned = documents.filter(([, document]) => compileReadModelPlan(schema, document, operationOf(document)));

  it('takes the search pages, the home page and the other read-model lists', () => {
    expect(planned.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'SolutionsListPageDocument',
        'GrantsPageDocument',
        'CasesPageDocument',
        'HomePageDocument',
      ]),
    );
  });

  it.each(planned.map(([name, document]) => [name, document] as const))(
    '%s answers as graphql-js does',
    async (_, document) => {
      const operation = operationOf(document);
      const takesCriteria = operation.variableDefinitions?.some(
        (definition) => definition.variable.name.value === 'criteria',
      );
      const takesPrefix = operation.variableDefinitions?.some(
        (definition) => definition.variable.name.value === 'prefix',
      );
      const sets = takesCriteria
        ? CRITERIA.map((criteria) => ({ criteria }))
        : takesPrefix
          ? SUGGESTED.map(([section, prefix]) => ({ section, prefix }))
          : [{}];
      const plan = compileReadModelPlan(schema, document, operation)!;
      for (const variables of sets) {
        const expected = await execute({ schema, document, variableValues: variables, contextValue: context });
        expect(expected.errors).toBeUndefined();
        const data = await executeReadModelPlan(plan, schema, operation, variables, context);
        expect(data).toEqual(expected.data);
        expect(JSON.stringify(data)).toBe(JSON.stringify(expected.data));
      }
    },
  );

  it('finds highlights, relaxations and more than one page in what it compared', async () => {
    const document = module.SolutionsListPageDocument as DocumentNode;
    const plan = compileReadModelPlan(schema, document, operationOf(document))!;
    const search = async (criteria: object) =>
      (await executeReadModelPlan(plan, schema, operationOf(document), { criteria }, context))!.searchSolutions as {
        maxPage: number;
        relaxations: unknown[];
        items: { snippet: { highlights: unknown[] } | null }[];
      };
    expect((await search({ keyword: 'クラウド' })).items.some((item) => item.snippet?.highlights.length)).toBe(true);
    expect((await search(CRITERIA[7]!)).relaxations.length).toBeGreaterThan(0);
    expect((await search({})).maxPage).toBeGreaterThan(1);
  });

  it.each([
    ['a mutation', 'mutation { logout }'],
    ['a field outside the read model', 'query { searchSolutions { totalCount } me { uid } }'],
    ['a directive', 'query($all: Boolean!) { searchSolutions { totalCount items @include(if: $all) { id } } }'],
    ['introspection', 'query { __schema { queryType { name } } }'],
    ['a fragment on another type', 'query { searchSolutions { items { ... on GrantSummary { id } } } }'],
  ])('leaves %s to graphql-js', (_, query) => {
    const document = parse(query);
    expect(compileReadModelPlan(schema, document, operationOf(document))).toBeNull();
  });

  it.each([
    ['an alias', 'query { hidden: searchSolutions { totalCount items { title } } }'],
    ['a fragment on Query', 'query { ...F } fragment F on Query { searchSolutions { totalCount items { title } } }'],
    [
      'an inline fragment beside a public count',
      'query { solutionCount ... on Query { searchSolutions { totalCount } } }',
    ],
  ])('answers nothing of a signed-in search to a visitor asking through %s', async (_, query) => {
    // The plan answers after the operation guard: the same query, planned, is refused first.
    const document = parse(query);
    expect(compileReadModelPlan(schema, document, operationOf(document))).not.toBeNull();
    const answer = await server.graphql(query);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('leaves a search graphql-js refuses to graphql-js, which answers with the reason in Japanese', async () => {
    const document = module.SolutionsListPageDocument as DocumentNode;
    const operation = operationOf(document);
    const plan = compileReadModelPlan(schema, document, operation)!;
    const tooLong = { criteria: { keyword: 'あ'.repeat(5000) } };
    expect(await executeReadModelPlan(plan, schema, operation, tooLong, context)).toBeNull();
    expect(await executeReadModelPlan(plan, schema, operation, { criteria: { page: 'two' } }, context)).toBeNull();

    const user = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const answer = await server.graphql(print(document), tooLong, user.token);
    expect(answer.data?.searchSolutions ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/[ぁ-ん]/);
  });

  it('is what the server runs: an executed search is answered by its plan, a refused one by graphql-js', async () => {
    const executions = async () => {
      const text = await server.portal.metrics.registry.metrics();
      const of = (path: string) =>
        Number(new RegExp(`^portal_read_model_executions_total\\{path="${path}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { plan: of('plan'), graphql: of('graphql') };
    };
    const user = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const document = print(module.SolutionsListPageDocument as DocumentNode);
    const before = await executions();
    // A keyword no other test asks: the result cache misses, so the search is executed.
    const answer = await server.graphql(document, { criteria: { keyword: 'クラウド 防災', page: 2 } }, user.token);
    expect(answer.errors).toBeUndefined();
    expect(await executions()).toEqual({ plan: before.plan + 1, graphql: before.graphql });
    await server.graphql(document, { criteria: { keyword: 'い'.repeat(5000) } }, user.token);
    expect(await executions()).toEqual({ plan: before.plan + 1, graphql: before.graphql + 1 });
  });
});
