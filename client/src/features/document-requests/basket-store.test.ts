import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToBasket,
  basketStore,
  clearBasket,
  removeFromBasket,
  setContactMeans,
  setInquiryContents,
  toggleInquiryType,
} from './basket-store';

const solution = (uid: string) => ({ uid, id: uid.replace('s', ''), title: `題名${uid}`, companyName: '株式会社デモ' });

beforeEach(() => clearBasket());

describe('basket store', () => {
  it('adds a solution with document request and phone as defaults', () => {
    addToBasket(solution('s1'));
    expect(basketStore.get().items).toEqual([
      {
        ...solution('s1'),
        inquiryDetails: ['0'],
        contactMeans: ['0'],
        inquiryContents: '',
        addedAt: expect.any(Number),
      },
    ]);
  });

  it('ignores adding a solution already present', () => {
    addToBasket(solution('s1'));
    toggleInquiryType('s1', '2');
    addToBasket(solution('s1'));
    expect(basketStore.get().items).toHaveLength(1);
    expect(basketStore.get().items[0]!.inquiryDetails).toEqual(['0', '2']);
  });

  it('removes by uid', () => {
    addToBasket(solution('s1'));
    addToBasket(solution('s2'));
    removeFromBasket('s1');
    expect(basketStore.get().items.map((item) => item.uid)).toEqual(['s2']);
  });

  it('toggles an inquiry type on and off', () => {
    addToBasket(solution('s1'));
    toggleInquiryType('s1', '1');
    expect(basketStore.get().items[0]!.inquiryDetails).toEqual(['0', '1']);
    toggleInquiryType('s1', '0');
    expect(basketStore.get().items[0]!.inquiryDetails).toEqual(['1']);
  });

  it('sets contact means and contents of one item only', () => {
    addToBasket(solution('s1'));
    addToBasket(solution('s2'));
    setContactMeans('s2', ['0', '1']);
    setInquiryContents('s2', '導入費用を知りたい');
    const [first, second] = basketStore.get().items;
    expect(first).toMatchObject({ contactMeans: ['0'], inquiryContents: '' });
    expect(second).toMatchObject({ contactMeans: ['0', '1'], inquiryContents: '導入費用を知りたい' });
  });

  it('clears everything and keeps the state across a reload of the tab', () => {
    addToBasket(solution('s1'));
    expect(JSON.parse(sessionStorage.getItem('portal.store.basket')!).state.items).toHaveLength(1);
    clearBasket();
    expect(basketStore.get().items).toEqual([]);
  });
});
