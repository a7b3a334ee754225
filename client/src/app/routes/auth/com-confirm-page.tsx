import { paths } from '@/config/paths';
import { CompanyRegistrationReview } from '@/features/auth/components/company-registration-review';
import { AuthPage } from './auth-page';

export function Component() {
  return (
    <AuthPage path={paths.auth.companyConfirm}>
      <CompanyRegistrationReview />
    </AuthPage>
  );
}
