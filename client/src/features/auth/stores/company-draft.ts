/**
 * What the company sign-up form holds between the form and its confirmation page. In memory only
 * (it contains the password): a reload starts an empty form.
 */
import type { CompanyRegistrationFormValues } from '@portal/shared';
import { useSyncExternalStore } from 'react';

let draft: Partial<CompanyRegistrationFormValues> | null = null;
const listeners = new Set<() => void>();

function publish(next: Partial<CompanyRegistrationFormValues> | null): void {
  draft = next;
  listeners.forEach((listener) => listener());
}

export const saveCompanyDraft = (values: Partial<CompanyRegistrationFormValues>) => publish({ ...values });
export const clearCompanyDraft = () => publish(null);
const read = () => draft;

export function useCompanyDraft(): Partial<CompanyRegistrationFormValues> | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}
