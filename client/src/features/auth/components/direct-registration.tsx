import { useNavigate } from 'react-router-dom';
import { showSnackbar } from '@/components/snackbar/snackbar-store';
import { href } from '@/config/routes';
import { useRegistration } from '../api/use-registration';
import { RegistrationForm } from './registration-form';

/**
 * The second registration flow (docs/specification.md §3): the same form without a confirmation step,
 * ending at the home page, where a snackbar tells the user to open the mail.
 */
export function DirectRegistration() {
  const register = useRegistration();
  const navigate = useNavigate();
  return (
    <>
      <p className="auth-lead">
        自治体職員の方の会員登録です。入力後「同意して登録する」を押すと登録され、確認メールをお送りします。
      </p>
      <RegistrationForm
        variant="direct"
        onSubmit={async (values) => {
          const outcome = await register(values);
          if (!outcome.ok) return outcome.errors;
          showSnackbar(
            `会員登録を受け付けました。${outcome.result.email} 宛の確認メールのリンクを開いて、登録を完了してください。`,
            'success',
          );
          navigate(href('home'), { state: { registration: outcome.result } });
          return undefined;
        }}
      />
    </>
  );
}
