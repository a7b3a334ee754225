import { useApolloClient } from '@apollo/client/react';
import type { RegistrationFormValues } from '@portal/shared';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import { rejectRegistrationValues, clearRegistrationDraft } from '../stores/registration-draft';
import { registerMunicipalUser, type RegistrationResult } from './register';
import { describeProviderError, registrationAlertText } from './provider-errors';

export type RegistrationOutcome =
  { ok: true; result: RegistrationResult } | { ok: false; errors: SubmissionErrors; fieldRejected: boolean };

function isProviderFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}

/**
 * Runs a registration. On failure the provider's message is shown verbatim in a browser alert
 * (docs/specification.md §8) and the form keeps what the user typed; a rejected value is remembered so the
 * form marks that field until it is changed. On success the draft is cleared.
 */
export function useRegistration(): (values: RegistrationFormValues) => Promise<RegistrationOutcome> {
  const client = useApolloClient();
  return useCallback(
    async (values) => {
      try {
        const result = await registerMunicipalUser(client, values);
        clearRegistrationDraft();
        return { ok: true, result };
      } catch (error) {
        if (isProviderFailure(error)) {
          const view = describeProviderError(error);
          window.alert(registrationAlertText(view));
          if (view.field) {
            const { name, message } = view.field;
            rejectRegistrationValues({ [name]: { value: values[name], message } });
            return { ok: false, errors: { [name]: message, [FORM_ERROR]: view.message }, fieldRejected: true };
          }
          return { ok: false, errors: { [FORM_ERROR]: view.message }, fieldRejected: false };
        }
        const failure = describeApiFailure(error);
        window.alert(`会員登録できませんでした。\n${failure.message}`);
        const fields = Object.entries(failure.fields);
        for (const [name, message] of fields) {
          rejectRegistrationValues({ [name]: { value: values[name as keyof RegistrationFormValues], message } });
        }
        return {
          ok: false,
          errors: { ...failure.fields, [FORM_ERROR]: failure.message },
          fieldRejected: fields.length > 0,
        };
      }
    },
    [client],
  );
}
