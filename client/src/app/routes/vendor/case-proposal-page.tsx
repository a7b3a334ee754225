/**
 * /vendor/cases/:id: one of the company's proposals — its state and the operator's comment, the
 * form while it is a draft or returned, its content otherwise; it may be withdrawn before it is
 * published. Another company's id answers as an unknown one (the server decides).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { CASE_PROPOSAL_WITHDRAWABLE } from '@portal/shared/cases/proposal';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import {
  CASE_PROPOSAL_QUERY,
  CaseProposalFields,
  WITHDRAW_CASE_PROPOSAL_MUTATION,
} from '@/features/case-proposals/api/documents';
import { proposalFormValuesOf } from '@/features/case-proposals/api/proposal-values';
import { ProposalStatus } from '@/features/case-proposals/components/proposal-status';
import { ProposalSummary } from '@/features/case-proposals/components/proposal-summary';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { getFragmentData } from '@/gql';
import { CaseProposalEditor } from './case-proposal-editor';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(CASE_PROPOSAL_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const [withdraw] = useMutation(WITHDRAW_CASE_PROPOSAL_MUTATION);
  const proposal = query.dataState === 'complete' ? getFragmentData(CaseProposalFields, query.data.caseProposal) : null;
  const editable = proposal?.status === 'draft' || proposal?.status === 'returned';
  return (
    <div className="container">
      <PageTitle title="導入事例の投稿" />
      <p>
        <Link to={href('vendor.caseProposals')}>導入事例の投稿一覧に戻る</Link>
      </p>
      {query.error ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
          <p>ご自身の企業が投稿した導入事例のみ表示できます。</p>
        </FormNotice>
      ) : !proposal ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          <FormNotice tone={proposal.status === 'returned' ? 'error' : 'info'} live={false}>
            <p>
              状態：
              <ProposalStatus status={proposal.status} />
            </p>
            {proposal.status === 'returned' && proposal.reviewComment ? (
              <p>差し戻しの理由：{proposal.reviewComment}</p>
            ) : null}
            {proposal.status === 'returned' ? <p>内容を修正して、もう一度申請してください。</p> : null}
            {proposal.status === 'review' || proposal.status === 'resubmitted' ? (
              <p>運営事務局が確認しています。承認されると導入事例として公開されます。</p>
            ) : null}
            {proposal.caseId ? (
              <p>
                <Link to={href('cases.show', { id: proposal.caseId })}>公開中の導入事例を見る</Link>
              </p>
            ) : null}
          </FormNotice>
          {editable ? (
            <CaseProposalEditor
              key={proposal.id}
              id={proposal.id}
              initialValues={proposalFormValuesOf(proposal.values, proposal.consent)}
              resubmit={proposal.status === 'returned'}
            />
          ) : (
            <ProposalSummary values={proposal.values} />
          )}
          {CASE_PROPOSAL_WITHDRAWABLE.includes(proposal.status) ? (
            <div className="console-actions">
              <ConfirmDialog
                trigger="この投稿を取り下げる"
                triggerTone="danger"
                title="この投稿を取り下げますか"
                description={<p>取り下げた投稿は審査されず、再び申請することもできません。</p>}
                confirmLabel="取り下げる"
                onConfirm={() =>
                  withdraw({ variables: { id: proposal.id } }).then(() =>
                    navigate(href('vendor.caseProposals'), { state: { done: '投稿を取り下げました。' } }),
                  )
                }
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
