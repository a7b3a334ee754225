/**
 * What the registration form holds between the form, its confirmation page and back. Kept in
 * memory only (it contains the password): a reload starts an empty form. Values the provider or
 * the server rejected are remembered with their message until the user changes them.
 */
import { useSyncExternalStore } from 'react';
import type { RegistrationFormValues } from '@portal/shared';

export interface Rejection {
  value: unknown;
  message: string;
}

export interface RegistrationDraft {
  values: Partial<RegistrationFormValues> | null;
  rejected: Partial<Record<keyof RegistrationFormValues, Rejection>>;
}

const EMPTY: RegistrationDraft = { values: null, rejected: {} };
let draft: RegistrationDraft = EMPTY;
const listeners = new Set<() => void>();

function publish(next: RegistrationDraft): void {
  draft = next;
  listeners.forEach((listener) => listener());
}

export function getRegistrationDraft(): RegistrationDraft {
  return draft;
}

export function saveRegistrationDraft(values: Partial<RegistrationFormValues>): void {
  publish({ ...draft, values: { ...values } });
}

export function rejectRegistrationValues(rejected: RegistrationDraft['rejected']): void {
  publish({ ...draft, rejected: { ...draft.rejected, ...rejected } });
}

export function clearRegistrationDraft(): void {
  publish(EMPTY);
}

/** The messages of rejected values the user has not changed since. */
export function rejectionErrors(
  rejected: RegistrationDraft['rejected'],
  values: Partial<RegistrationFormValues>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(rejected).map(([field, rejection]) => [
      field,
      rejection && values[field as keyof RegistrationFormValues] === rejection.value ? rejection.message : undefined,
    ]),
  );
}

export function useRegistrationDraft(): RegistrationDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRegistrationDraft,
    getRegistrationDraft,
  );
}
