import { RequestedDocuments } from '@/features/document-requests/components/requested-documents';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage route="request.list">
      <RequestedDocuments />
    </RequestPage>
  );
}
