/**
 * How the REST fetch-all shares the event loop (rest/stream.ts), with a stand-in for Apollo whose
 * pages answer when the test says so: a fetch-all's first page is an ordinary request that waits
 * for no other fetch-all, and the pages after it, of every fetch-all in the process, take turns
 * with the loop turning between any two.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Context } from '../graphql/context';
import { FETCH_ALL_PAGE } from './operations';
import { createRestRouter } from './router';

type Variables = { after: string | null };
/** Answers one page of `section` for `variables`: its items, or a promise of them. */
type Pager = (section: string, variables: Variables) => { id: string }[] | Promise<{ id: string }[]>;

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

/** A page of FETCH_ALL_PAGE items while fewer than `pages` were read, then a short last page. */
const pagesOf = (pages: number) => (variables: Variables) => {
  const read = variables.after === null ? 0 : (Number(variables.after) + 1) / FETCH_ALL_PAGE;
  return read < pages - 1 ? items(read * FETCH_ALL_PAGE, FETCH_ALL_PAGE) : items(read * FETCH_ALL_PAGE, 3);
};

let server: Server | undefined;
afterEach(() => server?.close());

async function portal(pager: Pager): Promise<string> {
  const apollo = {
    async executeOperation({ query, variables }: { query: string; variables: Variables }) {
      const section = /allGrants/.test(query) ? 'grants' : /allCases/.test(query) ? 'cases' : 'solutions';
      return {
        http: { headers: new Map<string, string>() },
        body: { kind: 'single', singleResult: { data: { items: await pager(section, variables) } } },
      };
    },
  } as unknown as ApolloServer<Context>;
  const app = express();
  app.use(
    '/api',
    createRestRouter(apollo, async () => ({}) as Context),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/service`;
}

async function fetchAll(base: string, section: string): Promise<number> {
  const response = await fetch(`${base}/${section}/search?searchType=${section}`);
  const body = (await response.json()) as { contents: { contents: unknown[]; totalCount: number } };
  expect(body.contents.contents).toHaveLength(body.contents.totalCount);
  return body.contents.totalCount;
}

describe('REST fetch-all turns', () => {
  it('answers a one-page fetch-all while another fetch-all is still reading its page', async () => {
    const events: string[] = [];
    let releaseGrants!: () => void;
    const grantsHeld = new Promise<void>((resolve) => (releaseGrants = resolve));
    let grantsStarted!: () => void;
    const started = new Promise<void>((resolve) => (grantsStarted = resolve));
    const base = await portal(async (section, variables) => {
      if (section === 'grants') {
        grantsStarted();
        await grantsHeld;
        events.push('grants page read');
        return pagesOf(1)(variables);
      }
      return pagesOf(1)(variables);
    });
    const grants = fetchAll(base, 'grants');
    await started;
    // Only a broken build waits this long: the grants page is then released so the test ends.
    const fallback = setTimeout(releaseGrants, 5_000);
    const cases = await fetchAll(base, 'cases');
    events.push('cases answered');
    releaseGrants();
    clearTimeout(fallback);
    expect(await grants).toBe(3);
    expect(cases).toBe(3);
    expect(events).toEqual(['cases answered', 'grants page read']);
  }, 20_000);

  it('runs the later pages of concurrent fetch-alls one per turn of the event loop', async () => {
    let turned = true;
    const backToBack: string[] = [];
    const base = await portal((section, variables) => {
      if (variables.after !== null) {
        if (!turned) backToBack.push(`${section} after ${variables.after}`);
        turned = false;
        setImmediate(() => (turned = true));
      }
      return pagesOf(4)(variables);
    });
    const totals = await Promise.all(['grants', 'cases', 'solutions', 'grants'].map((s) => fetchAll(base, s)));
    expect(totals).toEqual([
      3 * FETCH_ALL_PAGE + 3,
      3 * FETCH_ALL_PAGE + 3,
      3 * FETCH_ALL_PAGE + 3,
      3 * FETCH_ALL_PAGE + 3,
    ]);
    expect(backToBack).toEqual([]);
  }, 20_000);
});
