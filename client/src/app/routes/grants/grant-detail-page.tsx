/** /grants/shows/:id: a grant's detail (municipal, trial and operator users). */
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { RecordKeeping, useRecordKeeping } from '../record-keeping';
import { DetailScreen } from '@/features/search/components/detail-screen';
import { useRecordQuery } from '@/features/search/hooks/use-record-query';
import { useGuardRecordRead } from '@/app/guard/guard-loader';
import { GrantDetail } from '@/features/grants/components/grant-detail';
import { GrantLinks } from '@/features/grants/components/grant-links';
import { GRANT_DETAIL_PAGE_QUERY } from '../detail-queries';

export function Component() {
  const { id = '' } = useParams();
  const query = useRecordQuery(GRANT_DETAIL_PAGE_QUERY, { id }, useGuardRecordRead());
  const keeping = useRecordKeeping('grants');
  // The record is the heaviest render of the screen: React renders it in the background, in
  // slices (as a page of results), instead of in one long task when the answer arrives; and
  // with its keeping row (record-keeping.tsx), which would otherwise push it down.
  const data = useDeferredValue(keeping.ready ? query.data : undefined);
  return (
    <DetailScreen
      section="grants"
      screenTitle="補助金・交付金の詳細"
      title={data?.grant.title}
      error={query.error}
      recordId={data?.grant.id}
    >
      {data && (
        <>
          <RecordKeeping
            section="grants"
            recordId={data.grant.id}
            title={data.grant.title}
            shortlists={keeping.shortlists}
          />
          <GrantDetail grant={data.grant} related={<GrantLinks grant={data.grant} />} />
        </>
      )}
    </DetailScreen>
  );
}
