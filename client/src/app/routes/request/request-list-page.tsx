import { RequestedDocuments } from '@/features/requests/components/requested-documents';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage path="/request/list">
      <RequestedDocuments />
    </RequestPage>
  );
}
