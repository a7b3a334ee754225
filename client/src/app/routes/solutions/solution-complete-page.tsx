import { RequestComplete } from '@/features/document-requests/components/request-complete';
import { RequestPage } from '../document-requests/request-layout';

export function Component() {
  return (
    <RequestPage route="solutions.complete">
      <RequestComplete />
    </RequestPage>
  );
}
