import { useParams } from 'react-router-dom';
import { RequestDetail } from '@/features/document-requests/components/request-detail';
import { RequestPage } from './request-layout';

export function Component() {
  const { uid = '' } = useParams();
  return (
    <RequestPage route="request.show">
      <RequestDetail uid={uid} />
    </RequestPage>
  );
}
