/**
 * The bitset index against the plain definition of a search (a scan in newest-first order), on a
 * generated section with random criteria, pages and changes: same items, totals and facets. A term
 * matches by substring, extended as docs/search.md says: a synonym, the other kana of a kana term,
 * or the name of one of the record's categories; the relevance order ranks the title, then the term
 * itself, then those alternatives, then the category (snippets are tested in snippet.test.ts). A
 * caller who may not read the detail searches each record's listed text instead of its whole text.
 */
import {
  CATEGORIES,
  CATEGORY_IDS,
  CITY_KIND_IDS,
  NATIONWIDE_AREA_ID,
  ORGANIZATION_IDS,
  PAGE_SIZE,
  POPULATION_BAND_IDS,
  PREFECTURES,
  REGIONAL_GROUPS,
  SYNONYM_GROUPS,
  maxPageOf,
  normalizeText,
} from '@portal/shared';
import type { FilterKey } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { TextAccess } from '../../auth/text-access';
import type { SearchDocument } from './search-document';
import { toSearchQuery, type SearchQuery } from './search-query';
import type { SearchInput } from './search.types';
import { SectionIndex } from './section-index';
import { SearchScheduler } from './search-scheduler';

interface Summary {
  id: number;
  title: string;
  excerpt: string;
  publishedAt: Date;
  closes: Date | null;
  issuer: string | null;
}
type Doc = SearchDocument<Summary>;

const ISSUERS = ['総務省', 'デジタル庁', null, '東京都'];

function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list))),
  ];
  return { next, pick, some };
}

const WORDS = ['防災', '訓練', 'クラウド', '窓口', 'dx', 'lgwan', '見守り', 'ai', '子育て', '選挙', 'gis', '点検'];
const PREFECTURE_IDS = PREFECTURES.map((p) => p.id);

function generate(count: number, seed: number, firstId = 1): Doc[] {
  const r = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const fields = Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.some(WORDS, 4).join(''));
    const sortKey = Date.UTC(2020, 0, 1) + Math.floor(r.next() * 200) * 86_400_000;
    const first = fields[0]!;
    return {
      id,
      uid: `u${id}`,
      // Few distinct dates, so the id tie-break matters.
      sortKey,
      text: fields.join('\u0001'),
      // What a list shows is the start of the text: the title and the start of the second field,
      // as it shows an excerpt (some say nothing: the title alone).
      ...(r.next() < 0.9 ? { listedLength: first.length + (fields[1] ? 1 + Math.min(5, fields[1].length) : 0) } : {}),
      categories: r.some(CATEGORY_IDS, 3),
      areas: r.next() < 0.3 ? [NATIONWIDE_AREA_ID] : r.some(PREFECTURE_IDS, 3),
      organization: r.next() < 0.2 ? null : r.pick(ORGANIZATION_IDS),
      cityKinds: r.some(CITY_KIND_IDS, 3),
      populationBands: r.next() < 0.3 ? [] : r.some(POPULATION_BAND_IDS, 2),
      fiscalYear: r.next() < 0.1 ? null : 2018 + Math.floor(r.next() * 8),
      // Summaries exercise the column store: strings found in the text (whole, or cut with '…'),
      // strings that are not, dates, nulls and repeated values.
      summary: {
        id,
        title: r.next() < 0.5 ? `${first}${first}${first}` : `Title ${id} ${first}`,
        excerpt: first.length > 10 ? `${first.slice(0, 10)}…` : first,
        publishedAt: new Date(sortKey),
        closes: r.next() < 0.5 ? null : new Date(sortKey + 86_400_000),
        issuer: r.pick(ISSUERS),
      },
    };
  });
}

/** The spellings that count as a term (its synonyms, the other kana), written out plainly. */
function alternativesOf(term: string): string[] {
  const out = new Set<string>();
  if (/^[\u30a1-\u30faー]+$/.test(term))
    out.add(term.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)));
  for (const group of SYNONYM_GROUPS) {
    const terms = group.map(normalizeText);
    if (terms.includes(term)) terms.forEach((t) => out.add(t));
  }
  out.delete(term);
  return [...out];
}

function categoriesNamed(spellings: readonly string[]): string[] {
  return CATEGORIES.filter((c) => [c.name, ...c.subnames].some((n) => spellings.includes(normalizeText(n)))).map(
    (c) => c.id,
  );
}

/**
 * A term's alternatives and the categories they name, worked out once per term: they depend on the
 * term alone, and working them out again for every document was most of this test's time.
 */
const termDefinitions = new Map<string, { alternatives: string[]; categories: string[] }>();
function definitionOf(term: string): { alternatives: string[]; categories: string[] } {
  let known = termDefinitions.get(term);
  if (!known) {
    const alternatives = alternativesOf(term);
    known = { alternatives, categories: categoriesNamed([term, ...alternatives]) };
    termDefinitions.set(term, known);
  }
  return known;
}

/** What a caller with this access searches: the whole text, or the listed one (the title without it). */
function searched(doc: Doc, access: TextAccess): string {
  return access === 'detail' ? doc.text : doc.text.slice(0, doc.listedLength ?? doc.text.split('\u0001')[0]!.length);
}

/** 0 title, 1 the term in the text, 2 an alternative in the text, 3 a category; 4 no match. */
function tierOf(doc: Doc, term: string, access: TextAccess): number {
  const { alternatives, categories } = definitionOf(term);
  const title = doc.text.split('\u0001')[0]!;
  const text = searched(doc, access);
  if ([term, ...alternatives].some((t) => title.includes(t))) return 0;
  if (text.includes(term)) return 1;
  if (alternatives.some((t) => text.includes(t))) return 2;
  if (categories.some((c) => doc.categories.includes(c))) return 3;
  return 4;
}

/** The definition: every live document in order, filtered one by one. */
function reference(documents: Doc[], query: SearchQuery, relax = true): ReturnType<SectionIndex<Summary>['search']> {
  const tiers = new Map(
    documents.map((d) => [d.id, Math.max(0, ...query.terms.map((t) => tierOf(d, t, query.access)))]),
  );
  const sorted = [...documents].sort(
    (a, b) =>
      (query.sort === 'relevance' ? tiers.get(a.id)! - tiers.get(b.id)! : 0) || b.sortKey - a.sortKey || b.id - a.id,
  );
  const any = (values: readonly string[], wanted: ReadonlySet<string> | null) =>
    !wanted || values.some((v) => wanted.has(v));
  const counts = new Map(CATEGORY_IDS.map((id) => [id, 0]));
  const matches = sorted.filter((doc) => {
    if (query.ids && !query.ids.has(doc.id)) return false;
    if (!any(doc.areas, query.areas)) return false;
    if (query.organizations && !(doc.organization && query.organizations.has(doc.organization))) return false;
    if (!any(doc.cityKinds, query.cities) || !any(doc.populationBands, query.populations)) return false;
    if (query.yearsLower != null && (doc.fiscalYear == null || doc.fiscalYear < query.yearsLower)) return false;
    if (query.yearsUpper != null && (doc.fiscalYear == null || doc.fiscalYear > query.yearsUpper)) return false;
    if (tiers.get(doc.id)! > 3) return false;
    for (const c of doc.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
    return any(doc.categories, query.categories);
  });
  const start = (query.page - 1) * PAGE_SIZE;
  const dropped: [FilterKey, Partial<SearchQuery>][] = [
    ['categories', { categories: null }],
    ['affiliations', { areas: null }],
    ['organizations', { organizations: null }],
    ['cities', { cities: null }],
    ['populations', { populations: null }],
    ['years', { yearsLower: null, yearsUpper: null }],
  ];
  const relaxations =
    relax && matches.length === 0
      ? dropped
          .filter(([, without]) => Object.keys(without).some((k) => query[k as keyof SearchQuery] != null))
          .map(([filter, without]) => ({
            filter,
            count: reference(documents, { ...query, ...without }, false).totalCount,
          }))
      : [];
  return {
    items: matches.slice(start, start + PAGE_SIZE).map((d) => ({ ...d.summary, snippet: null })),
    totalCount: matches.length,
    page: query.page,
    maxPage: maxPageOf(matches.length, PAGE_SIZE),
    categoryCounts: counts,
    relaxations,
  };
}

/** The index's answer without snippets (snippet.test.ts covers them). */
function answer(index: SectionIndex<Summary>, query: SearchQuery) {
  const result = index.search(query);
  return { ...result, items: result.items.map((item) => ({ ...item, snippet: null })) };
}

/** A random search by a caller who reads the detail, or one who reads the lists only. */
function randomQuery(r: ReturnType<typeof random>, documents: Doc[]): SearchQuery {
  const input = randomInput(
    r,
    documents.map((d) => d.id),
  );
  return toSearchQuery(input, undefined, null, r.next() < 0.5 ? 'detail' : 'list');
}

function randomInput(r: ReturnType<typeof random>, ids: number[]): SearchInput {
  const input: SearchInput = {};
  if (r.next() < 0.7) input.keyword = r.some(WORDS, 2).join(r.next() < 0.5 ? ' ' : '　');
  if (r.next() < 0.4) input.categories = r.some(CATEGORY_IDS, 3);
  if (r.next() < 0.3) input.affiliations = r.some([...PREFECTURE_IDS, NATIONWIDE_AREA_ID, REGIONAL_GROUPS[2]!.id], 3);
  if (r.next() < 0.2) input.organizations = r.some(ORGANIZATION_IDS, 2);
  if (r.next() < 0.2) input.cities = r.some(CITY_KIND_IDS, 2);
  if (r.next() < 0.2) input.populations = r.some(POPULATION_BAND_IDS, 2);
  if (r.next() < 0.2) input.yearsLower = 2018 + Math.floor(r.next() * 8);
  if (r.next() < 0.2) input.yearsUpper = 2021 + Math.floor(r.next() * 8);
  if (input.yearsLower && input.yearsUpper && input.yearsLower > input.yearsUpper) delete input.yearsUpper;
  if (r.next() < 0.1) input.ids = r.some(ids, 30).map(String);
  if (r.next() < 0.3) input.sort = r.pick(['relevance', 'newest'] as const);
  input.page = r.next() < 0.6 ? 1 : 1 + Math.floor(r.next() * 30);
  return input;
}

// The plain scan this compares against is the slow part (the index answers the 400 random searches
// in about 0.1 s), so the tests get more time.
describe('SectionIndex against a plain scan', { timeout: 180_000 }, () => {
  it('gives the same pages, totals and category counts for random searches', () => {
    const documents = generate(3000, 7);
    const index = new SectionIndex(documents);
    const r = random(11);
    for (let i = 0; i < 400; i++) {
      const query = randomQuery(r, documents);
      expect(
        answer(index, query),
        JSON.stringify(query, (_, v) => (v instanceof Set ? [...v] : v)),
      ).toEqual(reference(documents, query));
    }
  });

  it('stays the same after additions, changes and removals, also for cached and prepared keywords', async () => {
    let documents = generate(1500, 3);
    const index = new SectionIndex(documents);
    const r = random(5);
    const check = async () => {
      for (let i = 0; i < 40; i++) {
        const query = randomQuery(r, documents);
        // Half as the service searches: the term matches computed in slices first.
        if (i % 2 === 1) await index.prepare(query.terms, query.access, new SearchScheduler());
        expect(answer(index, query)).toEqual(reference(documents, query));
      }
    };
    await check();
    for (let round = 0; round < 8; round++) {
      const added = generate(30, 100 + round, 10_000 + round * 100);
      const changed = generate(20, 200 + round, 1 + round * 40);
      const removed = documents.filter(() => r.next() < 0.02).map((d) => d.id);
      index.apply([...added, ...changed], removed);
      const replaced = new Set([...changed.map((d) => d.id), ...removed]);
      documents = [...documents.filter((d) => !replaced.has(d.id)), ...added, ...changed];
      expect(index.size).toBe(documents.length);
      await check();
    }
    expect(index.all().map((s) => s.id)).toEqual(
      [...documents].sort((a, b) => b.sortKey - a.sortKey || b.id - a.id).map((d) => d.id),
    );
  });

  it('builds the same index from batches as from one list', async () => {
    const documents = generate(2500, 9);
    async function* batches() {
      for (let i = 0; i < documents.length; i += 700) yield documents.slice(i, i + 700);
    }
    const built = await SectionIndex.build(batches());
    const whole = new SectionIndex(documents);
    const r = random(13);
    for (let i = 0; i < 50; i++) {
      const query = randomQuery(r, documents);
      expect(built.search(query)).toEqual(whole.search(query));
    }
  });

  it('answers the same after being handed over as buffers (as a loading worker does)', () => {
    let documents = generate(2000, 17);
    const original = new SectionIndex(documents);
    const { snapshot, transfer } = original.snapshot();
    const restored = SectionIndex.restore<Summary>(structuredClone(snapshot, { transfer }));
    const r = random(19);
    const check = () => {
      for (let i = 0; i < 60; i++) {
        const query = randomQuery(r, documents);
        expect(answer(restored, query)).toEqual(reference(documents, query));
      }
    };
    check();
    const added = generate(50, 23, 50_000);
    const removed = documents.slice(0, 30).map((d) => d.id);
    restored.apply(added, removed);
    documents = [...documents.slice(30), ...added];
    check();
  });
});
