/**
 * The access matrix's case proposal fixtures: proposals of the matrix vendor's company in the
 * state each row starts from (a draft to edit, one to withdraw, two under review to publish and
 * to return), and a draft of another company, made through the service as their vendors would.
 */
import type { Caller } from '../auth/caller';
import { proposalValues } from '../modules/case-proposal/case-proposal.test-support';
import { Solution } from '../modules/solution/solution.entity';
import { UserProfile } from '../modules/profile/profile.entity';
import { callerOf, viewerOf } from '../test/callers';
import type { Account } from '../test/earn-roles';
import type { TestServer } from '../test/harness';

export async function caseProposalFixtures(
  server: TestServer,
  vendor: Account & { companyId: string },
  ownSolution: string,
  foreignSolution: string,
) {
  const { caseProposals } = server.portal.services;
  const profile = await server.dataSource.getRepository(UserProfile).findOneByOrFail({ uid: vendor.uid });
  const own = callerOf(viewerOf(vendor.uid, vendor.email), 'vendor', profile);
  const foreignCompany = (
    await server.dataSource.getRepository(Solution).findOneByOrFail({ id: Number(foreignSolution) })
  ).companyId;
  const foreign: Caller = callerOf(viewerOf('matrix-foreign-vendor', 'foreign@vendor.example.jp'), 'vendor', {
    uid: 'matrix-foreign-vendor',
    companyId: foreignCompany,
  } as UserProfile);
  const made = async (caller: Caller, solution: string, title: string, submit: boolean) =>
    String((await caseProposals.create(caller, proposalValues(Number(solution), { title }), submit)).id);
  return {
    ownCaseProposal: await made(own, ownSolution, '権限確認の投稿', false),
    withdrawableCaseProposal: await made(own, ownSolution, '権限確認の取り下げ', false),
    reviewCaseProposal: await made(own, ownSolution, '権限確認の公開', true),
    returnCaseProposal: await made(own, ownSolution, '権限確認の差し戻し', true),
    foreignCaseProposal: await made(foreign, foreignSolution, '他社の投稿', false),
  };
}
