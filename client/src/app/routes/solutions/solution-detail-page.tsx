/** /solutions/shows/:id: a solution's detail (municipal, trial and operator users; vendors their own). */
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { RequestAction } from '@/features/document-requests/components/request-action';
import { RecordKeeping, useRecordKeeping } from '../record-keeping';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { useRecordQuery } from '@/features/search/hooks/use-record-query';
import { useGuardRecordRead } from '@/app/guard/guard-loader';
import { SolutionDetail } from '@/features/solutions/components/solution-detail';
import { SolutionLinks } from '@/features/solutions/components/solution-links';
import { SOLUTION_DETAIL_PAGE_QUERY } from '../detail-queries';

export function Component() {
  const { id = '' } = useParams();
  const query = useRecordQuery(SOLUTION_DETAIL_PAGE_QUERY, { id }, useGuardRecordRead());
  const keeping = useRecordKeeping('solutions');
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives; and
  // with its keeping row (record-keeping.tsx), which would otherwise push it down.
  const data = useDeferredValue(keeping.ready ? query.data : undefined);
  return (
    <DetailScreen
      section="solutions"
      screenTitle="ソリューションの詳細"
      title={data?.solution.title}
      error={query.error}
      recordId={data?.solution.id}
    >
      {data && (
        <SolutionDetail
          solution={data.solution}
          related={<SolutionLinks solution={data.solution} />}
          action={
            <>
              <RecordKeeping
                section="solutions"
                recordId={data.solution.id}
                title={data.solution.title}
                shortlists={keeping.shortlists}
              />
              <RequestAction
                solution={{
                  uid: data.solution.uid,
                  id: data.solution.id,
                  title: data.solution.title,
                  companyName: data.solution.company.name,
                }}
              />
            </>
          }
        />
      )}
    </DetailScreen>
  );
}
