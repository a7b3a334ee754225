import { paths } from '@/config/paths';
import { RegistrationReview } from '@/features/auth/components/registration-review';
import { AuthPage } from './auth-page';

export function Component() {
  return (
    <AuthPage path={paths.auth.munConfirm}>
      <RegistrationReview />
    </AuthPage>
  );
}
