import { RegistrationReview } from '@/features/auth/components/registration-review';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage route="auth.munConfirm">
      <RegistrationReview />
    </AuthPage>
  );
}
