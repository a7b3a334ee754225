/** /solutions/new: a vendor starts a new listing. */
import { useQuery } from '@apollo/client/react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import { describeApiFailure } from '@/components/form/server-errors';
import { VENDOR_HOME_QUERY } from '@/features/listings/api/documents';
import { EMPTY_EDITOR } from '@/features/listings/api/listing-values';
import { ListingEditorScreen } from './listing-editor-screen';

export function Component() {
  const query = useQuery(VENDOR_HOME_QUERY);
  const company = query.dataState === 'complete' ? query.data.myCompany : null;
  return (
    <div className="container">
      <PageTitle title="ソリューションの新規掲載" />
      {query.error ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !company ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <ListingEditorScreen id={null} initialValues={EMPTY_EDITOR} companyName={company.name} />
      )}
    </div>
  );
}
