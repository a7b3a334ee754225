import { href } from '@/config/routes';
import { CompanyRegistrationReview } from '@/features/auth/components/company-registration-review';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage path={href('auth.companyConfirm')}>
      <CompanyRegistrationReview />
    </AuthPage>
  );
}
