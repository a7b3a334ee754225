/** /vendor/team: the company's users, their roles and invitations (docs/company-teams.md). */
import { PageTitle } from '@/components/page-title';
import { TeamBoard } from '@/features/company-team/components/team-board';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="自社のユーザー" />
      <TeamBoard />
    </div>
  );
}
