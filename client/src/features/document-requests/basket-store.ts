/**
 * The basket of selected solutions (docs/specification.md §3 and §4): mirrored between tabs and
 * kept across a reload of the tab. The router clears it when the user leaves the /solutions and
 * /request areas.
 */
import { INQUIRY_TYPES, type InquiryTypeCode } from '@portal/shared';
import { createSyncedStore } from '@/lib/store/synced-store';
import { useStore } from '@/lib/store/use-store';

/** Inquiry type codes: 0 document request, 1 detailed explanation, 2 quote, 3 other. */
export type InquiryType = InquiryTypeCode;

export const INQUIRY_TYPE_LABELS = Object.fromEntries(INQUIRY_TYPES.map((t) => [t.code, t.label])) as Record<
  InquiryType,
  string
>;

/** The solution's own fields the basket screens need. */
export interface BasketSolution {
  uid: string;
  id: string;
  title: string;
  companyName: string;
}

export interface BasketItem extends BasketSolution {
  inquiryDetails: InquiryType[];
  /** Contact means codes; "0" is phone. */
  contactMeans: string[];
  inquiryContents: string;
  /** When the item was added (ms); with the uids it names the submission (submission-key.ts). */
  addedAt?: number;
}

export interface BasketState {
  items: BasketItem[];
}

export const basketStore = createSyncedStore<BasketState>({
  name: 'basket',
  initial: { items: [] },
  persist: 'session',
});

function update(uid: string, change: (item: BasketItem) => BasketItem): void {
  basketStore.set((state) => ({ items: state.items.map((item) => (item.uid === uid ? change(item) : item)) }));
}

/** Adds a solution with the defaults (document request, phone); ignored when already present. */
export function addToBasket(solution: BasketSolution): void {
  basketStore.set((state) =>
    state.items.some((item) => item.uid === solution.uid)
      ? state
      : {
          items: [
            ...state.items,
            {
              uid: solution.uid,
              id: solution.id,
              title: solution.title,
              companyName: solution.companyName,
              inquiryDetails: ['0'],
              contactMeans: ['0'],
              inquiryContents: '',
              addedAt: Date.now(),
            },
          ],
        },
  );
}

export function removeFromBasket(uid: string): void {
  basketStore.set((state) =>
    state.items.some((item) => item.uid === uid) ? { items: state.items.filter((item) => item.uid !== uid) } : state,
  );
}

/** Adds the inquiry type when absent, removes it when present. */
export function toggleInquiryType(uid: string, type: InquiryType): void {
  update(uid, (item) => ({
    ...item,
    inquiryDetails: item.inquiryDetails.includes(type)
      ? item.inquiryDetails.filter((code) => code !== type)
      : [...item.inquiryDetails, type],
  }));
}

export function setContactMeans(uid: string, contactMeans: string[]): void {
  update(uid, (item) => ({ ...item, contactMeans: [...contactMeans] }));
}

export function setInquiryContents(uid: string, inquiryContents: string): void {
  update(uid, (item) => ({ ...item, inquiryContents }));
}

export function clearBasket(): void {
  basketStore.set((state) => (state.items.length === 0 ? state : { items: [] }));
}

export function useBasket(): BasketItem[] {
  return useStore(basketStore, (state) => state.items);
}

export function isInBasket(uid: string): boolean {
  return basketStore.get().items.some((item) => item.uid === uid);
}
