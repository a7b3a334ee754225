/**
 * A few searches run on each section index once it is loaded, before the process serves: the
 * first searches of a process otherwise run the engine's loops before V8 has compiled them
 * (measured: 3–7 ms of CPU for a search that takes under 1 ms once compiled, on 100 000 records),
 * and they would fall on the first visitors after every restart. Together they take each path
 * once: no keyword, a one-character term, checked terms in the relevance and newest orders, a
 * kana reading with a category, the deadline orders far down and a status filter, as a caller who
 * reads the detail, and one keyword as one who reads what the list shows.
 */
import { toSearchQuery } from './search-query';
import type { SearchInput } from './search.types';
import type { SectionIndex } from './section-index';

const WARM_UP: SearchInput[] = [
  {},
  { keyword: 'の' },
  { keyword: 'システム　防災', page: 2 },
  { keyword: 'データ', sort: 'newest' },
  { keyword: 'ぼうさい', categories: ['01'] },
  { sort: 'deadline', page: 40 },
  { sort: 'applicable', page: 40 },
  { statuses: ['closed'], sort: 'deadline', page: 3 },
];

/** One search of what the list shows (visitors, members): its checks' own loop. */
const LISTED: SearchInput = { keyword: 'システム　防災' };

export function warmUp(index: SectionIndex<object>, now = new Date()): void {
  for (const input of WARM_UP) index.search(toSearchQuery(input, now, null, 'detail'));
  index.search(toSearchQuery(LISTED, now, null, 'list'));
}
