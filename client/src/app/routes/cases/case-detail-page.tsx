/** /cases/shows/:id: a case study's detail (municipal, trial and operator users). */
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { CaseDetail } from '@/features/cases/components/case-detail';
import { CaseLinks } from '@/features/cases/components/case-links';
import { RecordKeeping } from '../record-keeping';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { useRecordQuery } from '@/features/search/hooks/use-record-query';
import { useGuardRecordRead } from '@/app/guard/guard-loader';
import { CASE_DETAIL_PAGE_QUERY } from '../detail-queries';

export function Component() {
  const { id = '' } = useParams();
  const query = useRecordQuery(CASE_DETAIL_PAGE_QUERY, { id }, useGuardRecordRead());
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives.
  const data = useDeferredValue(query.data);
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
          <RecordKeeping section="cases" recordId={data.case.id} title={data.case.title} />
          <CaseDetail item={data.case} related={<CaseLinks item={data.case} />} />
        </>
      )}
    </DetailScreen>
  );
}
