import { CompanyRegistrationReview } from '@/features/auth/components/company-registration-review';
import { AuthPage } from './auth-layout';

export function Component() {
  return (
    <AuthPage route="auth.companyConfirm">
      <CompanyRegistrationReview />
    </AuthPage>
  );
}
