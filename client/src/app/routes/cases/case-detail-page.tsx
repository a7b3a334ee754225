/** /cases/shows/:id: a case study's detail (municipal, trial and operator users). */
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CaseDetail } from '@/features/cases/components/case-detail';
import { CaseLinks } from '@/features/cases/components/case-links';
import { type CaseFigures_case, readCaseFigures } from '@/features/cases/components/case-figures';
import type { FragmentType } from '@/gql';
import { useOperatorClaim } from '@/lib/auth/operator-claim';
import { RecordKeeping, useRecordKeeping } from '../record-keeping';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { useRecordQuery } from '@/features/search/hooks/use-record-query';
import { useGuardRecordRead } from '@/app/guard/guard-loader';
import { CASE_DETAIL_PAGE_QUERY } from '../detail-queries';

// Only operators edit figures: everyone else never loads the form (or react-final-form).
const CaseFiguresForm = lazy(() => import('@/features/cases/components/case-figures-form'));

/** The figures shown, as the operator's form starts from them. */
function formValues(item: FragmentType<typeof CaseFigures_case>) {
  const { costs, kpis } = readCaseFigures(item);
  return { ...costs, kpis };
}

export function Component() {
  const { id = '' } = useParams();
  const query = useRecordQuery(CASE_DETAIL_PAGE_QUERY, { id }, useGuardRecordRead());
  const keeping = useRecordKeeping('cases');
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives; and
  // with its keeping row (record-keeping.tsx), which would otherwise push it down.
  const data = useDeferredValue(keeping.ready ? query.data : undefined);
  const operator = useOperatorClaim();
  const [saved, setSaved] = useState<{ id: string; figures: FragmentType<typeof CaseFigures_case> } | null>(null);
  const figures = saved && saved.id === data?.case.id ? saved.figures : null;
  return (
    <DetailScreen
      section="cases"
      screenTitle="導入事例の詳細"
      title={data?.case.title}
      error={query.error}
      recordId={data?.case.id}
    >
      {data && (
        <>
          <RecordKeeping
            section="cases"
            recordId={data.case.id}
            title={data.case.title}
            shortlists={keeping.shortlists}
          />
          <CaseDetail
            item={data.case}
            related={<CaseLinks item={data.case} />}
            figures={figures}
            figuresEditor={
              operator && (
                <details className="case-figures__editor">
                  <summary>費用と効果を編集する（運営者）</summary>
                  <Suspense fallback={<p aria-busy="true">読み込み中…</p>}>
                    <CaseFiguresForm
                      caseId={data.case.id}
                      initial={formValues(figures ?? data.case)}
                      onSaved={(next) => setSaved({ id: data.case.id, figures: next })}
                    />
                  </Suspense>
                </details>
              )
            }
          />
        </>
      )}
    </DetailScreen>
  );
}
