import { RequestReview } from '@/features/document-requests/components/request-review';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage path="/request/confirm">
      <RequestReview />
    </RequestPage>
  );
}
