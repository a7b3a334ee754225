import { VerificationRequest } from '@/features/auth/components/verification-request';
import { useReturnPath } from '@/lib/auth/redirect';
import { AuthPage } from './auth-layout';

export function Component() {
  const returnPath = useReturnPath();
  return (
    <AuthPage route="auth.confirmEmailRequest">
      <VerificationRequest continueTo={returnPath} />
    </AuthPage>
  );
}
