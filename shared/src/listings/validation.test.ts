/** Every listing rule, broken once each, with its exact message. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_TERMS } from './terms';
import { LISTING_MESSAGES as M, validateListing, type ListingValues } from './validation';

const file = (kind: string, key = `listings/0123456789abcdef/abcdefghijklmnop.${kind}`) =>
  ({ key, name: `f.${kind}`, kind }) as ListingValues['thumbnail'];

const VALID: ListingValues = {
  title: '防災情報配信サービス',
  description: '説明',
  categoryIds: ['01'],
  thumbnail: file('png'),
  images: [file('jpeg'), file('svg')],
  video: file('mp4'),
  videoUrl: 'https://video.example.jp/demo',
  detailItems: ['特長'],
  titleItems: ['見出し'],
  explainItems: ['説明'],
  areaIds: ['113', '108_subnames'],
  offices: [{ officeName: '本社', address: '東京都千代田区' }],
  document: file('pdf'),
  ...EMPTY_TERMS,
};

const check = (patch: Partial<Record<keyof ListingValues, unknown>>, submit = true) =>
  validateListing({ ...VALID, ...patch } as Partial<ListingValues>, { submit });

describe('validateListing', () => {
  it('accepts a complete listing', () => {
    expect(check({})).toEqual({});
  });

  it.each([
    ['title', { title: '  ' }, M.titleRequired],
    ['title', { title: 'あ'.repeat(65) }, M.titleMax],
    ['description', { description: 'あ'.repeat(275) }, M.descriptionMax],
    ['categoryIds', { categoryIds: [] }, M.categoriesRequired],
    ['categoryIds', { categoryIds: ['01', '02', '03', '04'] }, M.categoriesTooMany],
    ['categoryIds', { categoryIds: ['99'] }, M.categoryUnknown],
    ['thumbnail', { thumbnail: null }, M.thumbnailRequired],
    ['thumbnail', { thumbnail: file('pdf') }, M.thumbnailType],
    ['thumbnail', { thumbnail: 'C:\\fakepath\\logo.png' }, M.notAFile],
    ['images', { images: [file('png'), file('mp4')] }, M.imageType],
    ['images', { images: [{ name: 'x.png' }] }, M.notAFile],
    ['video', { video: file('webp') }, M.videoType],
    ['videoUrl', { videoUrl: 'ftp://video.example.jp/a.mp4' }, M.videoUrlFormat],
    ['videoUrl', { videoUrl: 'javascript:alert(1)' }, M.videoUrlFormat],
    ['detailItems', { detailItems: ['', ' '] }, M.detailItemsRequired],
    ['detailItems', { detailItems: ['a'.repeat(61)] }, M.detailItemMax],
    ['titleItems', { titleItems: [] }, M.titleItemsRequired],
    ['titleItems', { titleItems: ['a'.repeat(79)] }, M.titleItemMax],
    ['explainItems', { explainItems: ['a'.repeat(118)] }, M.explainItemMax],
    ['areaIds', { areaIds: [] }, M.areaRequired],
    ['areaIds', { areaIds: ['999'] }, M.areaUnknown],
    ['offices', { offices: [{ officeName: '', address: '東京都' }] }, M.officeRequired],
    ['document', { document: null }, M.documentRequired],
    ['document', { document: file('png') }, M.documentType],
    ['document', { document: 'document.pdf' }, M.notAFile],
  ])('%s: %j → %s', (field, patch, message) => {
    expect(check(patch)[field]).toBe(message);
  });

  it('numbers the office whose address is missing', () => {
    const offices = [
      { officeName: '本社', address: '東京都' },
      { officeName: '', address: '' },
      { officeName: '大阪支社', address: ' ' },
    ];
    expect(check({ offices })).toEqual({ 'offices.2.address': '本社・支社3 の住所を入力してください' });
  });

  it('keeps limits and types for a draft but lets required fields wait', () => {
    const empty = { title: '', categoryIds: [], thumbnail: null, detailItems: [], titleItems: [], areaIds: [] };
    expect(check({ ...empty, offices: [], document: null }, false)).toEqual({});
    expect(check({ title: 'あ'.repeat(65), document: file('png') }, false)).toEqual({
      title: M.titleMax,
      document: M.documentType,
    });
  });

  it('answers only Japanese messages, whatever the values (property)', () => {
    const anyValues = fc.record(
      Object.fromEntries(Object.keys(VALID).map((key) => [key, fc.anything()])) as Record<
        string,
        fc.Arbitrary<unknown>
      >,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(anyValues, fc.boolean(), (values, submit) => {
        const errors = validateListing(values as Partial<ListingValues>, { submit });
        return Object.values(errors).every(
          (message) => typeof message === 'string' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(message),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on values of the wrong shape', () => {
    expect(() =>
      validateListing({ offices: [null, 3] as never, images: 'x' as never }, { submit: true }),
    ).not.toThrow();
  });
});
