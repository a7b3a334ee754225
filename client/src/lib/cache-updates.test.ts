import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { addToRootList, dropFromQueue, evictObject } from './cache-updates';

// Plain parse (not a gql tag): these documents are the test's own, not the schema's for codegen.
const LISTS = parse(`
  query Lists {
    shortlists {
      id
      name
    }
  }
`);

const QUEUE = parse(`
  query Queue($offset: Int) {
    members(offset: $offset) {
      total
      items {
        uid
        name
      }
    }
  }
`);

function listsCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: LISTS,
    data: {
      shortlists: [
        { __typename: 'ShortlistView', id: '2', name: 'B' },
        { __typename: 'ShortlistView', id: '1', name: 'A' },
      ],
    },
  });
  return cache;
}

const names = (cache: InMemoryCache) =>
  (cache.readQuery({ query: LISTS }) as { shortlists: { name: string }[] }).shortlists.map((l) => l.name);

describe('cache updates after a mutation', () => {
  it('a deleted object leaves every list that held it', () => {
    const cache = listsCache();
    evictObject(cache, { __typename: 'ShortlistView', id: '2' });
    expect(names(cache)).toEqual(['A']);
  });

  it('a created object joins the root list once, where the server would list it', () => {
    const cache = listsCache();
    const created = { __typename: 'ShortlistView', id: '3', name: 'C' };
    cache.writeFragment({
      id: 'ShortlistView:3',
      fragment: parse('fragment N on ShortlistView { id name }'),
      data: created,
    });
    addToRootList(cache, 'shortlists', created, 'start');
    addToRootList(cache, 'shortlists', created, 'start');
    expect(names(cache)).toEqual(['C', 'B', 'A']);
  });

  it('a handled object leaves the queue page that held it, and its total drops by one', () => {
    const cache = new InMemoryCache({ typePolicies: { Member: { keyFields: ['uid'] } } });
    const item = (uid: string) => ({ __typename: 'Member', uid, name: uid });
    cache.writeQuery({
      query: QUEUE,
      variables: { offset: 0 },
      data: { members: { __typename: 'MemberPage', total: 3, items: [item('a'), item('b')] } },
    });
    cache.writeQuery({
      query: QUEUE,
      variables: { offset: 2 },
      data: { members: { __typename: 'MemberPage', total: 3, items: [item('c')] } },
    });
    dropFromQueue(cache, 'members', { __typename: 'Member', uid: 'a' });
    const read = (offset: number) =>
      (cache.readQuery({ query: QUEUE, variables: { offset } }) as { members: { total: number; items: unknown[] } })
        .members;
    expect(read(0)).toMatchObject({ total: 2, items: [{ uid: 'b' }] });
    expect(read(2)).toMatchObject({ total: 3, items: [{ uid: 'c' }] });
    // The member itself stays known (approved, not deleted).
    expect(cache.identify({ __typename: 'Member', uid: 'a' })).toBe('Member:{"uid":"a"}');
    expect(cache.extract()['Member:{"uid":"a"}']).toBeDefined();
  });
});
