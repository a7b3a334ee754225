/** /operator/requests: the requests vendors left unopened past the allowance. */
import { PageTitle } from '@/components/page-title';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { OverdueRequests } from '@/features/document-requests/components/overdue-requests';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="未確認の資料請求" />
      <ConsoleNav />
      <OverdueRequests />
    </div>
  );
}
