import { paths } from '@/config/paths';
import { VerificationRequest } from '@/features/auth/components/verification-request';
import { useReturnPath } from '@/lib/auth/redirect';
import { AuthPage } from './auth-page';

export function Component() {
  const returnPath = useReturnPath();
  return (
    <AuthPage path={paths.auth.confirmEmailRequest}>
      <VerificationRequest continueTo={returnPath} />
    </AuthPage>
  );
}
