import { InquiryForm } from '@/features/inquiry/components/inquiry-form';
import { RequestPage } from '../request/request-page';

export function Component() {
  return (
    <RequestPage path="/inquiry/form">
      <InquiryForm />
    </RequestPage>
  );
}
