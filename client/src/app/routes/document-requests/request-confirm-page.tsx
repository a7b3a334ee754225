import { RequestReview } from '@/features/document-requests/components/request-review';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage route="request.confirm" printable>
      <RequestReview />
    </RequestPage>
  );
}
