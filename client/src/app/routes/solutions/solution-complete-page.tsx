import { RequestComplete } from '@/features/requests/components/request-complete';
import { RequestPage } from '../request/request-layout';

export function Component() {
  return (
    <RequestPage path="/solutions/complete">
      <RequestComplete />
    </RequestPage>
  );
}
