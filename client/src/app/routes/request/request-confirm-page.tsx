import { RequestReview } from '@/features/basket/components/request-review';
import { RequestPage } from './request-page';

export function Component() {
  return (
    <RequestPage path="/request/confirm">
      <RequestReview />
    </RequestPage>
  );
}
