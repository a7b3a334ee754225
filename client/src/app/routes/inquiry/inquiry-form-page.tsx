import { InquiryForm } from '@/features/inquiry/components/inquiry-form';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  return (
    <RequestPage route="inquiry.form">
      <InquiryForm />
    </RequestPage>
  );
}
