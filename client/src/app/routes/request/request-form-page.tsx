import { RequestForm } from '@/features/basket/components/request-form';
import { RequestPage } from './request-page';

export function Component() {
  return (
    <RequestPage path="/request/form">
      <RequestForm />
    </RequestPage>
  );
}
