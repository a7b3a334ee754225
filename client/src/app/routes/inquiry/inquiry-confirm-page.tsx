import { InquiryReview } from '@/features/inquiry/components/inquiry-review';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  return (
    <RequestPage route="inquiry.confirm">
      <InquiryReview />
    </RequestPage>
  );
}
