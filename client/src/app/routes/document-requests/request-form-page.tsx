import { RequestForm } from '@/features/document-requests/components/request-form';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage route="request.form" printable>
      <RequestForm />
    </RequestPage>
  );
}
