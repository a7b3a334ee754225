/** /invitations/company?token=…: the link of a company invitation mail (the route asks to sign in first). */
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { CompanyInvitationAccept } from '@/features/company-team/components/company-invitation-accept';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageTitle title="掲載企業への招待" />
      <CompanyInvitationAccept token={params.get('token') ?? ''} />
    </div>
  );
}
