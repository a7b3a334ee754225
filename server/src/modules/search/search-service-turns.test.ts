/**
 * SearchService#find checks a keyword's terms before its turn (search-turns.ts `takeAfter`): a
 * search whose check has to wait for the event loop holds no search that is ready after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { inProcessSearch } from '../../test/search-fixtures';
import type { InProcessSearch } from '../sections';
import { SLICE_MS, checkPass } from './text-store';

describe('SearchService#find and the turns', () => {
  let server: TestServer;
  let search: InProcessSearch;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    search = inProcessSearch(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a search ready after another one that is still checking its term', async () => {
    const answered: string[] = [];
    await new Promise((resolve) => setImmediate(resolve)); // a fresh pass of the loop
    // Checks already held this pass for a whole slice: the new term's check waits for the next.
    checkPass.since = performance.now() - SLICE_MS;
    const checking = search.find('solutions', { keyword: `ぬめり${Date.now()}` }).then(() => answered.push('checking'));
    const ready = search.find('solutions', {}).then(() => answered.push('ready'));
    await Promise.all([checking, ready]);
    expect(answered).toEqual(['ready', 'checking']);
  });
});
