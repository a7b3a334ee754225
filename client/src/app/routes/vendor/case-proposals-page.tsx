/** /vendor/cases: the company's case proposals with their states; a new one starts here. */
import { Link, useLocation } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { CaseProposalFields, MY_CASE_PROPOSALS_QUERY } from '@/features/case-proposals/api/documents';
import { ProposalStatus } from '@/features/case-proposals/components/proposal-status';
import { formatRequestDateTime } from '@/features/document-requests/format';
import { getFragmentData } from '@/gql';
import '@/features/case-proposals/components/case-proposals.css';
import { useRouteQuery } from '@/app/use-route-query';

export function Component() {
  const query = useRouteQuery(MY_CASE_PROPOSALS_QUERY);
  const done = (useLocation().state as { done?: string } | null)?.done;
  const data = query.dataState === 'complete' ? query.data : null;
  const proposals = data?.myCaseProposals.map((item) => getFragmentData(CaseProposalFields, item)) ?? [];
  return (
    <div className="container">
      <PageTitle title="導入事例の投稿" />
      <p>
        <Link to={href('vendor.home')}>掲載企業メニューに戻る</Link>
      </p>
      <p>
        自社の掲載中のソリューションを導入した自治体の事例を投稿できます。運営事務局が内容を確認し、承認すると導入事例として公開されます。
      </p>
      {done ? (
        <FormNotice tone="success">
          <p>{done}</p>
        </FormNotice>
      ) : null}
      <p>
        <Link className="button button--primary" to={href('vendor.caseProposalNew')}>
          導入事例を投稿する
        </Link>
      </p>
      <h2 id="proposal-list">投稿した導入事例</h2>
      {query.error && !data ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
          <p>掲載企業として登録されたアカウントでログインしてください。</p>
        </FormNotice>
      ) : !data ? (
        <p role="status">読み込んでいます…</p>
      ) : proposals.length === 0 ? (
        <p>まだ投稿した導入事例はありません。</p>
      ) : (
        <ul className="proposal-list" aria-labelledby="proposal-list">
          {proposals.map((proposal) => {
            const values = proposal.values;
            return (
              <li key={proposal.id} className="proposal-list__item">
                <h3>
                  <Link to={href('vendor.caseProposal', { id: proposal.id })}>
                    {values.title || '（タイトル未入力）'}
                  </Link>
                </h3>
                <p className="proposal-list__meta">
                  <ProposalStatus status={proposal.status} />
                  {values.municipality || '自治体未選択'}・{values.solutionTitle ?? 'ソリューション未選択'}・最終更新{' '}
                  {formatRequestDateTime(proposal.updatedAt)}
                </p>
                {proposal.status === 'returned' && proposal.reviewComment ? (
                  <p>差し戻しの理由：{proposal.reviewComment}</p>
                ) : null}
                {proposal.caseId ? (
                  <p>
                    <Link to={href('cases.show', { id: proposal.caseId })}>公開中の導入事例を見る</Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
