import { FIELD_LABELS, passwordResetRequestValidators, passwordResetValidators } from '@portal/shared';
import { FORM_ERROR } from 'final-form';
import { AppForm } from '@/components/form/app-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { usePasswordPolicy } from '../api/password-policy-store';
import { confirmNewPassword, requestPasswordReset } from '../api/password-reset';
import { describeProviderError } from '../api/provider-errors';
import { passwordPolicyMessage } from '../lib/password-policy';
import { PasswordPolicyHint } from './password-policy-hint';

/** Asks for the address to send the reset link to. */
export function PasswordResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  return (
    <AppForm<{ email: string }>
      label="パスワード再設定メールの送信"
      initialValues={{ email: '' }}
      validate={validateWith(passwordResetRequestValidators)}
      onSubmit={async ({ email }) => {
        try {
          await requestPasswordReset(email);
          onSent(email.trim());
          return undefined;
        } catch (error) {
          const view = describeProviderError(error);
          return view.field?.name === 'email'
            ? { email: view.field.message, [FORM_ERROR]: view.message }
            : { [FORM_ERROR]: view.message };
        }
      }}
    >
      {({ submitting }) => (
        <>
          <TextField
            name="email"
            type="email"
            label={FIELD_LABELS.email}
            required
            autoComplete="username"
            inputMode="email"
          />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>再設定メールを送信する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Sets the new password with the code from the mail link. */
export function NewPasswordForm({ code, email, onDone }: { code: string; email: string; onDone: () => void }) {
  const policy = usePasswordPolicy();
  return (
    <AppForm<NewPasswordValues>
      label="新しいパスワードの設定"
      initialValues={{ password: '', confirmPassword: '' }}
      validate={validateWith<NewPasswordValues>(passwordResetValidators, (values) => ({
        password: passwordPolicyMessage(policy, values.password),
      }))}
      onSubmit={async ({ password }) => {
        try {
          await confirmNewPassword(code, password);
          onDone();
          return undefined;
        } catch (error) {
          const view = describeProviderError(error);
          return view.field?.name === 'password'
            ? { password: view.field.message, [FORM_ERROR]: view.message }
            : { [FORM_ERROR]: view.message };
        }
      }}
    >
      {({ submitting }) => (
        <>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            name="password"
            label="新しいパスワード"
            autoComplete="new-password"
            support={<PasswordPolicyHint />}
          />
          <PasswordField name="confirmPassword" label={FIELD_LABELS.confirmPassword} autoComplete="new-password" />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>パスワードを変更する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
