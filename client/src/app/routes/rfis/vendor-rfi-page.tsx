/** /vendor/rfis/:id: one request sent to the vendor's company and the company's own answer. */
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { RECEIVED_RFI_QUERY, VENDOR_RFI_FIELDS } from '@/features/rfis/api/rfi-queries';
import { VendorRfi } from '@/features/rfis/components/vendor-rfi';
import { useRouteQuery } from '@/app/use-route-query';

export function Component() {
  const query = useRouteQuery(RECEIVED_RFI_QUERY);
  const rfi = query.data ? getFragmentData(VENDOR_RFI_FIELDS, query.data.receivedRfi) : null;
  return (
    <div className="container">
      <p>
        <Link to={href('vendor.rfis')}>届いた依頼の一覧に戻る</Link>
      </p>
      <PageTitle title={rfi?.title ?? '情報提供依頼・見積依頼'} />
      {query.error && !rfi ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !rfi ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <VendorRfi key={`${rfi.id}-${rfi.myAnswer.submittedAt ?? ''}`} rfi={rfi} />
      )}
    </div>
  );
}
