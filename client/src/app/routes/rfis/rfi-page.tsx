/** /mypage/rfis/:id: one request for information, printable for a 決裁 with the portal's print header. */
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { PrintHeader } from '@/components/print/print-header';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { RFI_FIELDS, RFI_QUERY } from '@/features/rfis/api/rfi-queries';
import { RfiDetail } from '@/features/rfis/components/rfi-detail';
import { useRouteQuery } from '@/app/use-route-query';

export function Component() {
  const query = useRouteQuery(RFI_QUERY);
  const rfi = query.data ? getFragmentData(RFI_FIELDS, query.data.rfi) : null;
  return (
    <div className="container">
      <p className="no-print">
        <Link to={href('mypage.rfis')}>情報提供依頼・見積依頼の一覧に戻る</Link>
      </p>
      {rfi ? <PrintHeader title={rfi.title} record={{ label: '依頼番号', value: rfi.id }} /> : null}
      <PageTitle title={rfi?.title ?? '情報提供依頼・見積依頼'} />
      {query.error && !rfi ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !rfi ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <RfiDetail rfi={rfi} />
      )}
    </div>
  );
}
