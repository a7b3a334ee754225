import { InquiryComplete } from '@/features/inquiry/components/inquiry-complete';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  return (
    <RequestPage route="inquiry.complete">
      <InquiryComplete />
    </RequestPage>
  );
}
