import { RequestForm } from '@/features/basket/components/request-form';
import { RequestPage } from './request-layout';

export function Component() {
  return (
    <RequestPage path="/request/form">
      <RequestForm />
    </RequestPage>
  );
}
