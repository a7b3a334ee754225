/**
 * SearchService#find checks a keyword's terms before its turn (search-scheduler.ts `takeAfter`): a
 * search whose check has to wait for the event loop holds no other search that is ready after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { type InProcessSearch, loadSearch } from '../sections';
import { SLICE_MS, SearchScheduler, eventLoopClock } from './search-scheduler';

describe('SearchService#find and the turns', () => {
  let server: TestServer;
  let search: InProcessSearch;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    // A clock on which every reading is a slice later: each check step uses up the pass's slice.
    let time = 0;
    const clock = { now: () => (time += SLICE_MS), nextPass: eventLoopClock.nextPass };
    search = await loadSearch(server.dataSource, { scheduler: new SearchScheduler(clock) });
  });
  afterAll(async () => {
    search?.stop();
    await server?.stop();
  });

  it('answers a search ready after another one that is still checking its term', async () => {
    const answered: string[] = [];
    const checking = search.find('solutions', { keyword: `ぬめり${Date.now()}` }).then(() => answered.push('checking'));
    const ready = search.find('solutions', {}).then(() => answered.push('ready'));
    await Promise.all([checking, ready]);
    expect(answered).toEqual(['ready', 'checking']);
  });
});
