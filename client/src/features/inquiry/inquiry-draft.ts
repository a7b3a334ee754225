/**
 * The inquiry being written (/inquiry/form → /inquiry/confirm → /inquiry/complete), kept for the
 * tab across a reload and not shared with other tabs. It carries the submission's idempotency key
 * from the first screen, so a double click or a retried POST sends one inquiry.
 */
import type { InquiryFormValues } from '@portal/shared';
import { createSyncedStore } from '@/lib/store/synced-store';
import { useStore } from '@/lib/store/use-store';

export interface InquiryReceiptView {
  uid: string;
  email: string;
  inquiryType: string;
  createdAt: string;
}

export interface InquiryDraft {
  values: InquiryFormValues | null;
  idempotencyKey: string;
  receipt: InquiryReceiptView | null;
}

function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const inquiryDraftStore = createSyncedStore<InquiryDraft>({
  name: 'inquiry-draft',
  initial: { values: null, idempotencyKey: freshKey(), receipt: null },
  sync: false,
  persist: 'session',
});

export function saveInquiryValues(values: InquiryFormValues): void {
  inquiryDraftStore.set((state) => ({ ...state, values, receipt: null }));
}

/** After sending: the receipt stays for the completion screen; the next inquiry gets a new key. */
export function completeInquiry(receipt: InquiryReceiptView): void {
  inquiryDraftStore.set({ values: null, idempotencyKey: freshKey(), receipt });
}

export function useInquiryDraft(): InquiryDraft {
  return useStore(inquiryDraftStore);
}
