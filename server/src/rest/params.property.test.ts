/**
 * Property-based tests (fast-check) of the REST façade's query parsing: it never throws on any
 * query object Express can produce, the three array notations agree, integers round-trip, and
 * bad numbers become Japanese field errors rather than criteria.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_PARAMS, isFetchAll, listParam, parseSearchParams, stringParam, type RawQuery } from './params';

const KNOWN = [
  'searchKeyword',
  'keyword',
  'page',
  'yearsLower',
  'yearsUpper',
  'searchType',
  'uid',
  'id',
  ...LIST_PARAMS,
];
const key = fc.oneof(fc.constantFrom(...KNOWN, ...LIST_PARAMS.map((p) => `${p}[]`)), fc.string({ maxLength: 12 }));
/** What Express 5's query parser ('simple', node:querystring) yields: strings and arrays of strings. */
const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 4 }),
);
const query = fc.dictionary(key, queryValue, { maxKeys: 8 }) as fc.Arbitrary<RawQuery>;
const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);

describe('REST query parsing', () => {
  it('never throws and yields only known criteria of the right types', () => {
    fc.assert(
      fc.property(query, (raw) => {
        const { criteria, errors } = parseSearchParams(raw);
        for (const [name, value] of Object.entries(criteria)) {
          if (name === 'keyword') expect(typeof value).toBe('string');
          else if (['page', 'yearsLower', 'yearsUpper'].includes(name)) expect(Number.isInteger(value)).toBe(true);
          else {
            expect(LIST_PARAMS as readonly string[]).toContain(name);
            expect(
              (value as unknown[]).every((item) => typeof item === 'string' && item.trim() === item && item !== ''),
            ).toBe(true);
          }
        }
        for (const message of Object.values(errors)) expect(message).toMatch(/整数/);
        expect(typeof isFetchAll(raw)).toBe('boolean');
      }),
    );
  });

  it('reads repeated, comma-separated and bracketed arrays alike', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIST_PARAMS), fc.array(token, { minLength: 1, maxLength: 5 }), (name, list) => {
        const repeated = listParam({ [name]: list }, name);
        expect(listParam({ [name]: list.join(',') }, name)).toEqual(repeated);
        expect(listParam({ [`${name}[]`]: list }, name)).toEqual(repeated);
        expect(listParam({ [name]: list.map((item) => ` ${item} `).join(',') }, name)).toEqual(list);
      }),
    );
  });

  it('round-trips integers and turns anything else into a Japanese field error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('page', 'yearsLower', 'yearsUpper'),
        fc.integer({ min: -99999999, max: 999999999 }),
        (name, n) => {
          expect(parseSearchParams({ [name]: String(n) }).criteria[name as 'page']).toBe(n);
          expect(parseSearchParams({ [name]: [String(n), 'x'] }).criteria[name as 'page']).toBe(n);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('page', 'yearsLower', 'yearsUpper'),
        fc.string().filter((s) => !/^\s*-?\d{1,9}\s*$/.test(s) && s.trim() !== ''),
        (name, bad) => {
          const { criteria, errors } = parseSearchParams({ [name]: bad });
          expect(criteria).not.toHaveProperty(name);
          expect(errors[name]).toMatch(/整数で指定してください/);
        },
      ),
    );
  });

  it('treats searchType alone (with the ignored uid) as fetch-all, and anything more as a search', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.option(fc.string({ maxLength: 10 })), (searchType, uid) => {
        expect(isFetchAll({ searchType, ...(uid !== null ? { uid } : {}) })).toBe(true);
      }),
    );
    fc.assert(
      fc.property(query, (raw) => {
        const keys = Object.keys(raw);
        expect(isFetchAll(raw)).toBe(
          keys.includes('searchType') && keys.every((k) => k === 'searchType' || k === 'uid'),
        );
      }),
    );
    fc.assert(fc.property(query, (raw) => void expect(stringParam(raw, 'searchType') ?? '').toBeTypeOf('string')));
  });
});
