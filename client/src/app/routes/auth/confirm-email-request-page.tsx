import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { VerificationRequest } from '@/features/auth/components/verification-request';
import { safeRedirect } from '@/features/auth/lib/redirect';
import { AuthPage } from './auth-page';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthPage path={paths.auth.confirmEmailRequest}>
      <VerificationRequest continueTo={safeRedirect(params.get('redirect'), window.location.origin)} />
    </AuthPage>
  );
}
