import { href } from '@/config/routes';
import { RegistrationReview } from '@/features/auth/components/registration-review';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage path={href('auth.munConfirm')}>
      <RegistrationReview />
    </AuthPage>
  );
}
