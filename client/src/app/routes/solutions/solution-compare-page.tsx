/**
 * /solutions/compare?ids=…: 2–4 solutions side by side, printable for a 決裁 and saved as CSV.
 * The server reads each listing under the solution detail's rule; one it may not show refuses
 * the whole comparison with a message that names no listing.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { PrintButton, PrintHeader } from '@/components/print/print-header';
import { href, routeById } from '@/config/routes';
import { compareIdsOf, compareIdsProblem } from '@/features/comparison/api/compare-ids';
import { SOLUTION_COMPARISON_QUERY } from '@/features/comparison/api/comparison-query';
import { reportListingEvent } from '@/lib/listing-events';
import { saveComparisonCsv } from '@/features/comparison/api/export';
import { ComparisonTable } from '@/features/comparison/components/comparison-table';

const TITLE = routeById('solutions.compare').title;

function SaveCsvButton({ ids }: { ids: string[] }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  return (
    <>
      <button
        type="button"
        className="button button--secondary no-print"
        disabled={state.busy}
        aria-busy={state.busy}
        onClick={async () => {
          setState({ busy: true, error: null });
          try {
            await saveComparisonCsv(ids);
            setState({ busy: false, error: null });
          } catch (error) {
            setState({ busy: false, error: (error as Error).message });
          }
        }}
      >
        {state.busy ? '保存しています…' : 'CSVで保存'}
      </button>
      {state.error ? (
        <p className="field-error no-print" role="alert">
          {state.error}
        </p>
      ) : null}
    </>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const ids = compareIdsOf(params);
  const problem = compareIdsProblem(ids);
  const query = useQuery(SOLUTION_COMPARISON_QUERY, { variables: { ids }, skip: problem !== null });
  const comparison = query.dataState === 'complete' ? query.data.solutionComparison : null;
  // Listing insights: the listings compared (municipal staff only).
  const comparedIds = comparison ? ids.join(',') : '';
  useEffect(() => {
    if (comparedIds) reportListingEvent('compare', comparedIds.split(','));
  }, [comparedIds]);
  const failure = problem ?? (query.error ? describeApiFailure(query.error).message : null);
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'ソリューション一覧', to: href('solutions.list') }, { label: TITLE }]} />
      <PrintHeader title={TITLE} record={comparison ? { label: '掲載番号', value: ids.join('、') } : undefined} />
      <PageTitle title={TITLE} />
      {failure ? (
        <FormNotice tone="error">
          <p>{failure}</p>
          <p>
            <Link to={href('solutions.list')}>ソリューション一覧</Link>
            で比較したいソリューションを2〜4件選んでください。
          </p>
        </FormNotice>
      ) : !comparison ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          <div className="comparison-toolbar no-print">
            <PrintButton />
            <SaveCsvButton ids={ids} />
            <Link to={href('request.form')}>資料請求リストへ</Link>
            <Link
              to={href('rfi.new')}
              state={{
                origin: 'comparison',
                candidates: comparison.columns.map(({ id, title, companyName }) => ({ id, title, companyName })),
              }}
            >
              見積依頼・情報提供依頼を作成する
            </Link>
          </div>
          <ComparisonTable comparison={comparison} />
        </>
      )}
    </div>
  );
}
