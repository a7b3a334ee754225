/**
 * The portal's own screens stay within the GraphQL limits: every operation the client sends (the
 * generated documents) passes validation, the answer-size rule included.
 */
import path from 'node:path';
import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

// Loaded by path: the client workspace is outside the server's TypeScript project.
const generated = path.resolve(__dirname, '../../../client/src/gql/graphql.ts');
const operationsOf = (documents: Record<string, unknown>) =>
  Object.entries(documents).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') && (entry[1] as { kind?: unknown } | null)?.kind === 'Document',
  );

describe('client operations and the GraphQL limits', async () => {
  const operations = operationsOf((await import(/* @vite-ignore */ generated)) as Record<string, unknown>);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds the generated documents', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map(([name, document]) => [name, print(document)]))(
    '%s is within every limit',
    async (_, query) => {
      const answer = await server.graphql(query);
      const limited = (answer.errors ?? []).filter((error) => error.extensions?.limit);
      expect(limited).toEqual([]);
    },
  );
});
