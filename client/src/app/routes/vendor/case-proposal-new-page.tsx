/** /vendor/cases/new: a new case proposal of one of the company's published listings. */
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { emptyProposalValues } from '@/features/case-proposals/api/proposal-values';
import { CaseProposalEditor } from './case-proposal-editor';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="導入事例の新規投稿" />
      <p>
        <Link to={href('vendor.caseProposals')}>導入事例の投稿一覧に戻る</Link>
      </p>
      <CaseProposalEditor id={null} initialValues={emptyProposalValues()} />
    </div>
  );
}
