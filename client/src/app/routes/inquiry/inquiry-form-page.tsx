import { InquiryForm } from '@/features/inquiry/components/inquiry-form';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  return (
    <RequestPage path="/inquiry/form">
      <InquiryForm />
    </RequestPage>
  );
}
