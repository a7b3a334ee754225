import { emailChangeValidators } from '@portal/shared';
import { FORM_ERROR } from 'final-form';
import { AppForm } from '@/components/form/app-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { requestEmailChange } from '../api/email-change';
import { describeProviderError } from '../api/provider-errors';

interface EmailChangeValues {
  email: string;
  password: string;
}

/** The new address (different from the current one) and the current password. */
export function EmailChangeForm({ currentEmail, onSent }: { currentEmail: string; onSent: (email: string) => void }) {
  return (
    <AppForm<EmailChangeValues>
      label="メールアドレスの変更"
      initialValues={{ email: '', password: '' }}
      validate={validateWith<EmailChangeValues>(emailChangeValidators(currentEmail))}
      onSubmit={async ({ email, password }) => {
        try {
          await requestEmailChange(email, password);
          onSent(email.trim());
          return undefined;
        } catch (error) {
          const view = describeProviderError(error);
          if (view.family === 'invalid-credential') {
            return { password: 'パスワードが正しくありません', [FORM_ERROR]: view.message };
          }
          return view.field
            ? { [view.field.name]: view.field.message, [FORM_ERROR]: view.message }
            : { [FORM_ERROR]: view.message };
        }
      }}
    >
      {({ submitting }) => (
        <>
          <div className="form-field">
            <span className="form-field__label">現在のメールアドレス</span>
            <span>{currentEmail}</span>
          </div>
          <TextField
            name="email"
            type="email"
            label="新しいメールアドレス"
            required
            autoComplete="email"
            inputMode="email"
            support="入力したアドレスに確認メールを送ります。メール内のリンクを開くと変更が完了します。lg.jp 以外のアドレスに変更すると、運営事務局の確認が済むまで自治体職員向けの機能はご利用いただけません。"
          />
          <PasswordField
            name="password"
            label="現在のパスワード"
            autoComplete="current-password"
            support="ご本人確認のため、現在のパスワードを入力してください。"
          />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>確認メールを送信する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
