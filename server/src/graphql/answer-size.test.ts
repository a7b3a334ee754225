/**
 * The portal's own screens stay within the GraphQL limits: every operation the client sends (the
 * generated documents) passes validation, the answer-size rule included.
 */
import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as documents from '../../../client/src/gql/graphql';
import { startTestServer, type TestServer } from '../test/harness';

const operations = Object.entries(documents as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && (entry[1] as { kind?: unknown } | null)?.kind === 'Document',
);

describe('client operations and the GraphQL limits', () => {
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
