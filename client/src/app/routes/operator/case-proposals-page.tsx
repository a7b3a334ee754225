/**
 * /operator/case-proposals: vendors' case proposals waiting for review, oldest first. Each shows
 * its content; a resubmission also shows what changed since the version returned. Publishing
 * (the case goes live at once) and returning (with a reason the vendor reads) are confirmed in
 * a dialog.
 */
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FieldDiffList } from '@/components/diff/field-diff-list';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import {
  CASE_PROPOSALS_FOR_REVIEW_QUERY,
  CaseProposalFields,
  PUBLISH_CASE_PROPOSAL_MUTATION,
  RETURN_CASE_PROPOSAL_MUTATION,
} from '@/features/case-proposals/api/documents';
import { ProposalStatus } from '@/features/case-proposals/components/proposal-status';
import { ProposalSummary } from '@/features/case-proposals/components/proposal-summary';
import { proposalDiff } from '@/features/case-proposals/proposal-diff';
import { formatRequestDateTime } from '@/features/document-requests/format';
import { ConfirmDialog } from '@/features/operator/components/confirm-dialog';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { getFragmentData } from '@/gql';
import { dropFromQueue } from '@/lib/cache-updates';
import '@/features/case-proposals/components/case-proposals.css';

export function Component() {
  const query = useQuery(CASE_PROPOSALS_FOR_REVIEW_QUERY, { fetchPolicy: 'network-only' });
  const [publish] = useMutation(PUBLISH_CASE_PROPOSAL_MUTATION);
  const [giveBack] = useMutation(RETURN_CASE_PROPOSAL_MUTATION);
  const [message, setMessage] = useState<{ text: string; caseId?: string | null } | null>(null);
  const data = query.dataState === 'complete' ? query.data : null;
  const done = (text: string, caseId?: string | null) => setMessage({ text, caseId });
  const handled = (cache: ApolloCache, id: string) =>
    dropFromQueue(cache, 'caseProposalsForReview', { __typename: 'CaseProposal', id });
  return (
    <div className="container">
      <PageTitle title="導入事例の審査" />
      <ConsoleNav />
      {message ? (
        <FormNotice tone="success">
          <p>{message.text}</p>
          {message.caseId ? (
            <p>
              <Link to={href('cases.show', { id: message.caseId })}>公開した導入事例を見る</Link>
            </p>
          ) : null}
        </FormNotice>
      ) : null}
      <h2>審査待ちの導入事例</h2>
      {query.error && !data ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !data ? (
        <p role="status">読み込んでいます…</p>
      ) : data.caseProposalsForReview.length === 0 ? (
        <p>審査待ちの導入事例はありません。</p>
      ) : (
        data.caseProposalsForReview.map((item) => {
          const proposal = getFragmentData(CaseProposalFields, item);
          const values = proposal.values;
          const returned = proposal.returnedValues;
          const title = values.title;
          return (
            <section key={proposal.id} className="proposal-review" aria-label={title}>
              <h3>{title}</h3>
              <p>
                <ProposalStatus status={proposal.status} />
                {proposal.companyName}・{values.municipality}・申請{' '}
                {formatRequestDateTime(proposal.submittedAt ?? proposal.updatedAt)}
              </p>
              <p>
                {proposal.consent ? '掲載について自治体の了承を得ている（掲載企業の申告）' : '自治体の了承：未申告'}
              </p>
              {returned && proposal.status === 'resubmitted' ? (
                <FieldDiffList
                  title="差し戻した版からの変更"
                  fields={proposalDiff(returned, values)}
                  same="差し戻した版と同じ内容です。"
                />
              ) : null}
              <details open={!returned}>
                <summary>投稿の内容を確認する</summary>
                <ProposalSummary values={proposal.values} />
              </details>
              <div className="console-actions">
                <ConfirmDialog
                  trigger={`「${title}」を公開する`}
                  triggerTone="primary"
                  title={`「${title}」を導入事例として公開しますか`}
                  description={<p>公開すると、導入事例の検索と詳細画面にすぐ反映されます。</p>}
                  confirmLabel="公開する"
                  onConfirm={() =>
                    publish({ variables: { id: proposal.id }, update: (cache) => handled(cache, proposal.id) }).then(
                      ({ data: answer }) => done(`「${title}」を公開しました。`, answer?.publishCaseProposal.caseId),
                    )
                  }
                />
                <ConfirmDialog
                  trigger={`「${title}」を差し戻す`}
                  title={`「${title}」を差し戻しますか`}
                  description={
                    <p>理由は掲載企業の画面に表示されます。修正して再申請されると、この版からの変更が表示されます。</p>
                  }
                  reasonLabel="差し戻しの理由"
                  confirmLabel="差し戻す"
                  onConfirm={(comment) =>
                    giveBack({
                      variables: { id: proposal.id, comment },
                      update: (cache) => handled(cache, proposal.id),
                    }).then(() => done(`「${title}」を差し戻しました。`))
                  }
                />
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
