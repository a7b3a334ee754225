import { useApolloClient } from '@apollo/client/react';
import { FIELD_LABELS, loginValidators } from '@portal/shared';
import { FORM_ERROR } from 'final-form';
import { Link } from 'react-router-dom';
import { AppForm } from '@/components/form/app-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { href } from '@/config/routes';
import { describeProviderError } from '../api/provider-errors';
import { signInWithPassword, type SignInResult } from '../api/sign-in';
import './auth.css';

interface LoginValues {
  email: string;
  password: string;
}

/** E-mail and password sign-in; what happens after it is the page's decision. */
export function LoginForm({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const client = useApolloClient();
  return (
    <>
      <AppForm<LoginValues>
        label="ログインフォーム"
        failureTitle="ログインできませんでした"
        initialValues={{ email: '', password: '' }}
        validate={validateWith<LoginValues>(loginValidators)}
        onSubmit={async (values) => {
          try {
            onSignedIn(await signInWithPassword(client, values.email, values.password));
            return undefined;
          } catch (error) {
            // Whether the address or the password was wrong is not told apart: that would reveal
            // which addresses are registered.
            const view = describeProviderError(error);
            const shown =
              view.family === 'wrong-password' ? describeProviderError({ code: 'auth/invalid-credential' }) : view;
            return { [FORM_ERROR]: shown.message };
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
            <PasswordField name="password" label={FIELD_LABELS.password} autoComplete="current-password" />
            <div className="form-actions">
              <SubmitButton submitting={submitting} busyLabel="ログインしています…">
                ログイン
              </SubmitButton>
            </div>
          </>
        )}
      </AppForm>
      <ul className="auth-links">
        <li>
          <Link to={href('auth.resetPasswordRequest')}>パスワードをお忘れの方</Link>
        </li>
        <li>
          <Link to={href('auth.confirmEmailRequest')}>確認メールが届いていない方</Link>
        </li>
      </ul>
    </>
  );
}
