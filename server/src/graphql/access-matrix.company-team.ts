/**
 * The access matrix's rows and fixtures for companies with several users: an open invitation of
 * the matrix vendor's company (its token, for the preview and the accept every caller is refused,
 * the address being nobody's), a colleague of that company to remove, and the requests of the
 * matrix (own company's, another company's) to assign and annotate.
 */
import type { Role } from '@portal/shared';
import { createInvitation } from '../modules/invitation/invitation';
import { UserProfile } from '../modules/profile/profile.entity';
import { type Account, memberAccount } from '../test/earn-roles';
import type { TestServer } from '../test/harness';

/** The one destination the matrix server lets a webhook have (WEBHOOK_TEST_DESTINATIONS). */
export const MATRIX_WEBHOOK_ORIGIN = 'http://127.0.0.1:9';

const SIGNED_IN: readonly Role[] = ['member', 'trial', 'municipal', 'vendor', 'operator'];

export const COMPANY_TEAM_ROWS: readonly { op: string; args?: Record<string, string>; allow: readonly Role[] }[] = [
  { op: 'Query.companyTeam', allow: ['vendor'] },
  {
    op: 'Mutation.inviteCompanyMember',
    args: { email: 'matrix-colleague@vendor.example.jp', role: 'staff' },
    allow: ['vendor'],
  },
  { op: 'Mutation.revokeCompanyInvitation', args: { id: '$companyInvitation' }, allow: ['vendor'] },
  { op: 'Query.companyInvitation', args: { token: '$companyInvitationToken' }, allow: SIGNED_IN },
  // The invited address is none of the callers': refused to everyone.
  { op: 'Mutation.acceptCompanyInvitation', args: { token: '$companyInvitationToken' }, allow: [] },
  { op: 'Mutation.setCompanyMemberRole', args: { uid: '$self', role: 'admin' }, allow: ['vendor'] },
  { op: 'Mutation.removeCompanyMember', args: { uid: '$companyColleague' }, allow: ['vendor'] },
  { op: 'Query.receivedRequestHandlings', allow: ['vendor'] },
  { op: 'Mutation.assignReceivedRequest (own company)', args: { uid: '$municipalRequest' }, allow: ['vendor'] },
  { op: 'Mutation.assignReceivedRequest (another company)', args: { uid: '$foreignRequest' }, allow: [] },
  {
    op: 'Mutation.addReceivedRequestNote (own company)',
    args: { uid: '$municipalRequest', body: '社内メモ' },
    allow: ['vendor'],
  },
  {
    op: 'Mutation.addReceivedRequestNote (another company)',
    args: { uid: '$foreignRequest', body: '社内メモ' },
    allow: [],
  },
  // Listing insights (docs/insights.md): a vendor reads its own listings, the operator any.
  { op: 'Query.listingInsights', allow: ['vendor', 'operator'] },
  { op: 'Query.listingInsights (own listing)', args: { listingId: '$ownSolution' }, allow: ['vendor', 'operator'] },
  { op: 'Query.listingInsights (another company)', args: { listingId: '$foreignSolution' }, allow: ['operator'] },
  { op: 'Mutation.recordListingEvents', args: { event: 'basket', listingIds: '$ownSolution' }, allow: SIGNED_IN },
  // The CRM webhook (docs/webhooks.md): the company's 管理者 only; the destination is the
  // matrix server's WEBHOOK_TEST_DESTINATIONS (nobody listens there).
  { op: 'Query.companyWebhook', allow: ['vendor'] },
  { op: 'Mutation.saveCompanyWebhook', args: { url: `${MATRIX_WEBHOOK_ORIGIN}/matrix` }, allow: ['vendor'] },
  { op: 'Mutation.sendCompanyWebhookTest', allow: ['vendor'] },
  { op: 'Mutation.deleteCompanyWebhook', allow: ['vendor'] },
];

/** File rows: the insights as a file, under the same rule as the field. */
export const COMPANY_TEAM_FILE_ROWS: readonly { op: string; url: string; allow: readonly Role[] }[] = [
  { op: 'GET /insights/export', url: '/insights/export?format=csv', allow: ['vendor', 'operator'] },
  {
    op: 'GET /insights/export (another company)',
    url: '/insights/export?format=csv&listingId=$foreignSolution',
    allow: ['operator'],
  },
];

export async function companyTeamFixtures(
  server: TestServer,
  vendor: Account & { companyId: string },
): Promise<Record<string, string>> {
  const colleague = await memberAccount(server);
  await server.dataSource
    .getRepository(UserProfile)
    .update({ uid: colleague.uid }, { companyId: Number(vendor.companyId), companyRole: 'staff' });
  const made = (email: string) =>
    server.dataSource.transaction((manager) =>
      createInvitation(manager, {
        organisationKind: 'company',
        organisationId: vendor.companyId,
        email,
        division: 'staff',
        invitedByUid: vendor.uid,
        now: new Date(),
      }),
    );
  const toRevoke = await made('matrix-revoke@vendor.example.jp');
  const toPreview = await made('matrix-nobody@vendor.example.jp');
  return {
    companyColleague: colleague.uid,
    companyInvitation: String(toRevoke.invitation.id),
    companyInvitationToken: toPreview.token,
  };
}
