/**
 * /vendor/cases/new: a new case proposal of one of the company's published listings. An adopted
 * request for information starts one here (?solution, municipality, organization):
 * the vendor checks and completes it before the operator's review.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { emptyProposalValues } from '@/features/case-proposals/api/proposal-values';
import { CaseProposalEditor } from './case-proposal-editor';

export function Component() {
  const [params] = useSearchParams();
  const initialValues = {
    ...emptyProposalValues(params.get('solution') ?? ''),
    municipality: params.get('municipality') ?? '',
    organizationName: params.get('organization') ?? '',
  };
  return (
    <div className="container">
      <PageTitle title="導入事例の新規投稿" />
      <p>
        <Link to={href('vendor.caseProposals')}>導入事例の投稿一覧に戻る</Link>
      </p>
      <CaseProposalEditor id={null} initialValues={initialValues} />
    </div>
  );
}
