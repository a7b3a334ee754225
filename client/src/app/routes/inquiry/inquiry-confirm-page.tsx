import { InquiryReview } from '@/features/inquiry/components/inquiry-review';
import { RequestPage } from '../request/request-page';

export function Component() {
  return (
    <RequestPage path="/inquiry/confirm">
      <InquiryReview />
    </RequestPage>
  );
}
