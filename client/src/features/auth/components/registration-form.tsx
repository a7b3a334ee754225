import { registrationFormValidators, type RegistrationFormValues } from '@portal/shared';
import type { SubmissionErrors } from 'final-form';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { validateWith } from '@/components/form/validate';
import { usePasswordPolicy } from '../api/password-policy-store';
import { passwordPolicyMessage } from '../lib/password-policy';
import { rejectionErrors, useRegistrationDraft } from '../stores/registration-draft';
import { RegistrationFields } from './registration-fields';

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  telephone: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  division: '',
  position: '',
  organization: '',
  contents: '',
  isCustomerInformationConfirmation: false,
  isTermsOfUseConfirmation: false,
};

/**
 * Back from the confirmation page with a value the provider or server rejected: an attempt to
 * submit (which the rejection fails) shows the summary and the field's message at once.
 */
function RevealRejected() {
  const form = useForm();
  useEffect(() => {
    void form.submit();
  }, [form]);
  return null;
}

export interface RegistrationFormProps {
  /** 'confirm' goes on to the confirmation page; 'direct' registers at once (the second flow). */
  variant: 'confirm' | 'direct';
  onSubmit: (values: RegistrationFormValues) => Promise<SubmissionErrors | void> | SubmissionErrors | void;
}

/**
 * The municipality registration form, one component for both flows. Submission proceeds only
 * when every field is valid and both confirmations are ticked: final-form calls onSubmit only
 * when the shared validators (which include both confirmations) find nothing.
 */
export function RegistrationForm({ variant, onSubmit }: RegistrationFormProps) {
  const policy = usePasswordPolicy();
  const draft = useRegistrationDraft();
  const initialValues = { ...EMPTY_REGISTRATION, ...draft.values };
  // Only when a rejected value is still in the form: otherwise the attempt would submit it.
  const rejectionStands = Object.values(rejectionErrors(draft.rejected, initialValues)).some(Boolean);
  const validate = validateWith<RegistrationFormValues>(registrationFormValidators, (values) => ({
    password: passwordPolicyMessage(policy, values.password),
    ...rejectionErrors(draft.rejected, values),
  }));
  return (
    <AppForm<RegistrationFormValues>
      label="会員登録フォーム"
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ submitting }) => (
        <>
          {rejectionStands ? <RevealRejected /> : null}
          <RegistrationFields />
          <div className="form-actions">
            <SubmitButton submitting={submitting} busyLabel="登録しています…">
              {variant === 'confirm' ? '入力内容を確認する' : '同意して登録する'}
            </SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
