/** A proposal's state in words (下書き・審査中・差し戻し・再申請（審査中）・掲載済み・取り下げ). */
import { CASE_PROPOSAL_STATUS_LABELS } from '@portal/shared/cases/proposal';
import type { CaseProposalStatus } from '@/gql/graphql';
import './case-proposals.css';

export function ProposalStatus({ status }: { status: CaseProposalStatus }) {
  return <span className={`proposal-status proposal-status--${status}`}>{CASE_PROPOSAL_STATUS_LABELS[status]}</span>;
}
