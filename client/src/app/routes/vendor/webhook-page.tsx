/** /vendor/webhook: the company's CRM webhook (docs/webhooks.md); the server answers its 管理者 only. */
import { PageTitle } from '@/components/page-title';
import { WebhookBoard } from '@/features/company-team/components/webhook-board';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="CRM 連携（Webhook）" />
      <WebhookBoard />
    </div>
  );
}
