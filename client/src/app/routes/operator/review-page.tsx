/**
 * /operator/review: operators approve companies and publish or return listings under review, each
 * confirmed in a dialog; a change to a published listing shows its diff against the live version.
 */
import { useQuery } from '@apollo/client/react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageTitle } from '@/components/page-title';
import { REVIEW_QUERY, ListingFields } from '@/features/listings/api/documents';
import { editorValuesOf } from '@/features/listings/api/listing-values';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ListingDiffView, ReviewLinks } from '@/features/operator/components/listing-diff-view';
import { getFragmentData } from '@/gql';
import { useState } from 'react';
import { ListingPreview } from '../solutions/listing-preview';
import { ApproveCompanyButton, ReviewActions } from './review-actions';
import '@/features/listings/components/listings.css';

export function Component() {
  const query = useQuery(REVIEW_QUERY, { fetchPolicy: 'network-only' });
  const [message, setMessage] = useState<string | null>(null);
  const data = query.dataState === 'complete' ? query.data : null;
  const done = setMessage;
  return (
    <div className="container">
      <PageTitle title="掲載の審査" />
      <ConsoleNav />
      {message ? (
        <FormNotice tone="success">
          <p>{message}</p>
        </FormNotice>
      ) : null}
      {query.error && !data ? (
        <FormNotice tone="error">
          <p>{describeApiFailure(query.error).message}</p>
        </FormNotice>
      ) : !data ? (
        <p role="status">読み込んでいます…</p>
      ) : (
        <>
          <h2>承認待ちの掲載企業</h2>
          {data.pendingCompanies.length === 0 ? <p>承認待ちの企業はありません。</p> : null}
          {data.pendingCompanies.map((company) => (
            <section key={company.id} className="review-item" aria-label={company.name}>
              <h3>{company.name}</h3>
              <p>
                {company.address}
                {company.corporateNumber ? ` ／ 法人番号 ${company.corporateNumber}` : ''}
                {company.url ? ` ／ ${company.url}` : ''}
              </p>
              <ApproveCompanyButton id={company.id} name={company.name} onDone={done} />
            </section>
          ))}
          <h2>審査待ちのソリューション</h2>
          {data.listingsForReview.length === 0 ? <p>審査待ちのソリューションはありません。</p> : null}
          {data.listingsForReview.map((item) => {
            const listing = getFragmentData(ListingFields, item);
            return (
              <section key={listing.id} className="review-item" aria-label={listing.values.title}>
                <h3>{listing.values.title}</h3>
                <p>
                  {listing.companyName}
                  {listing.status === 'published' ? '（公開中の掲載の変更）' : '（新規掲載）'}
                  {listing.companyStatus !== 'approved' ? '：企業が未承認です' : ''}
                </p>
                {item.publishedValues ? (
                  <ListingDiffView
                    published={{ ...item.publishedValues, links: item.publishedLinks ?? listing.links }}
                    changed={{ ...listing.values, links: listing.links }}
                  />
                ) : null}
                <ReviewLinks links={listing.links} />
                <details>
                  <summary>掲載内容を確認する</summary>
                  <ListingPreview values={editorValuesOf(listing)} companyName={listing.companyName} />
                </details>
                <ReviewActions id={listing.id} title={listing.values.title} onDone={done} />
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
