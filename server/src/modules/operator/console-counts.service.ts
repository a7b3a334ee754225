/**
 * The operator console's start page counts what waits for an operator, each with the same
 * condition as the screen that lists it, so a count and its list agree.
 */
import { CASE_PROPOSAL_IN_REVIEW } from '@portal/shared/cases/proposal';
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { CaseProposal } from '../case-proposal/case-proposal.entity';
import { Company } from '../company/company.entity';
import { unopenedCandidates } from '../document-request/request-lifecycle.service';
import { Inquiry } from '../inquiry/inquiry.entity';
import { AWAITING_REVIEW } from '../listing/listing.service';
import { unconfirmedMembersQuery } from '../municipality/municipality.service';
import { Solution } from '../solution/solution.entity';
import { awaitingMembersQuery } from './operator-members.service';
import type { ConsoleCounts } from './operator.types';
import { operatorUid } from './operator-caller';

export class ConsoleCountsService {
  constructor(
    private readonly dataSource: DataSource,
    /** The clock: which unopened requests are overdue depends on the day. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async counts(caller: Caller): Promise<ConsoleCounts> {
    operatorUid(caller);
    const inquiries = this.dataSource.getRepository(Inquiry);
    return {
      membersAwaitingApproval: await awaitingMembersQuery(this.dataSource).getCount(),
      membersAwaitingMunicipality: await unconfirmedMembersQuery(this.dataSource).getCount(),
      companiesAwaitingApproval: await this.dataSource.getRepository(Company).countBy({ status: 'pending' }),
      listingsAwaitingReview: await this.dataSource.getRepository(Solution).count({ where: AWAITING_REVIEW }),
      caseProposalsAwaitingReview: await this.dataSource
        .getRepository(CaseProposal)
        .countBy({ status: In([...CASE_PROPOSAL_IN_REVIEW]) }),
      openInquiries: await inquiries.countBy({ status: 'open' }),
      inquiriesInProgress: await inquiries.countBy({ status: 'in_progress' }),
      overdueRequests: (await unopenedCandidates(this.dataSource, this.now())).length,
    };
  }
}
