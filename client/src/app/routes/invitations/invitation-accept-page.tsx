/** /invitations/accept?token=…: the link of an invitation mail (the route asks to sign in first). */
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { InvitationAccept } from '@/features/municipal-staff/components/invitation-accept';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="container">
      <PageTitle title="自治体への招待" />
      <InvitationAccept token={params.get('token') ?? ''} />
    </div>
  );
}
