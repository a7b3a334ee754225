/**
 * Answers handed over before Apollo has loaded are its cache's first entries once it loads; an
 * answer handed over later never replaces one the cache already holds (a mutation's, say).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { handOver, restoreInto } from './apollo-restore';

type Result = { bookmarkedIds: string[] };
const BOOKMARKED_IDS = parse(
  'query BookmarkedIds($section: Section!) { bookmarkedIds(section: $section) }',
) as TypedDocumentNode<Result, { section: string }>;
const variables = { section: 'grants' };
const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const read = (client: ApolloClient) => client.readQuery({ query: BOOKMARKED_IDS, variables });

describe('handing the first answers to Apollo', () => {
  it('writes what was handed over before Apollo loaded into its cache when it loads', () => {
    handOver({ document: BOOKMARKED_IDS, variables, data: { bookmarkedIds: ['7'] } }, null);
    const client = newClient();
    expect(read(client)).toBeNull();
    restoreInto(client);
    expect(read(client)).toEqual({ bookmarkedIds: ['7'] });
    // Written once: a later client starts empty.
    const later = newClient();
    restoreInto(later);
    expect(read(later)).toBeNull();
  });

  it('leaves an answer the cache already holds as it is', () => {
    const client = newClient();
    client.writeQuery({ query: BOOKMARKED_IDS, variables, data: { bookmarkedIds: ['7', '9'] } });
    handOver({ document: BOOKMARKED_IDS, variables, data: { bookmarkedIds: ['7'] } }, client);
    expect(read(client)).toEqual({ bookmarkedIds: ['7', '9'] });
  });
});
