/** /vendor/insights and /operator/insights: listing insights (docs/insights.md). */
import { PageTitle } from '@/components/page-title';
import { InsightsBoard } from '@/features/insights/components/insights-board';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="掲載の反響" />
      <InsightsBoard />
    </div>
  );
}
