/**
 * /request/list: every requested solution's document, newest request first, each ready to
 * download; below, the requests themselves, each leading to its details.
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ExportButtons } from '@/components/export/export-buttons';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { PageLoading } from '@/components/layout/page-loading';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { formatRequestDate, formatRequestDateTime } from '../format';
import { DownloadButton } from './download-button';
import { RequestStatus } from './request-progress';
import './requests.css';

const REQUESTED_DOCUMENTS_QUERY = graphql(`
  query RequestedDocuments {
    requestedDocuments {
      itemId
      requestUid
      solutionId
      solutionTitle
      companyName
      documentName
      requestedAt
      downloadPath
      documentUpdated
      currentDownloadPath
    }
    myDocumentRequests {
      uid
      receiptNumber
      companyName
      createdAt
      items {
        id
        solutionTitle
        status
        openedAt
        statusChangedAt
      }
    }
  }
`);

export function RequestedDocuments() {
  const { data, error, loading, refetch } = useQuery(REQUESTED_DOCUMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoading />;
  if (error && !data) {
    const failure = describeApiFailure(error);
    return (
      <FormNotice tone="error">
        {failure.code === 'FORBIDDEN'
          ? '資料ダウンロードは、自治体職員として登録された会員の方がご利用いただけます。'
          : `資料の一覧を読み込めませんでした。${failure.message}`}
      </FormNotice>
    );
  }
  const documents = data?.requestedDocuments ?? [];
  const requests = data?.myDocumentRequests ?? [];
  if (requests.length === 0) {
    return (
      <div className="requests-empty" role="status">
        <p>まだ資料請求をしていません。</p>
        <p>ソリューションの詳細画面から資料を請求すると、ここからすぐにダウンロードできます。</p>
        <Link className="button button--primary" to={href('solutions.list')}>
          ソリューションを探す
        </Link>
      </div>
    );
  }
  return (
    <div className="requested-documents">
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="request-block__heading">
          ダウンロードできる資料（{documents.length}件）
        </h2>
        {documents.length === 0 ? (
          <p>請求したソリューションに掲載資料はありません。</p>
        ) : (
          <ul className="document-list">
            {documents.map((document) => (
              <li key={document.itemId} className="document-list__item">
                <div className="document-list__body">
                  <p className="document-list__company">{document.companyName}</p>
                  <h3 className="document-list__title">
                    <Link to={href('solutions.show', { id: document.solutionId })}>{document.solutionTitle}</Link>
                  </h3>
                  <p className="document-list__meta">
                    <span>{document.documentName}</span>
                    <span>請求日 {formatRequestDate(document.requestedAt)}</span>
                  </p>
                  {document.currentDownloadPath ? (
                    <p className="document-updated">
                      <strong>資料が更新されました。</strong>
                      ダウンロード済みの資料は古い版です。改めて資料請求をしなくても、「最新版をダウンロード」から最新の資料をダウンロードできます。
                    </p>
                  ) : null}
                </div>
                {document.currentDownloadPath ? (
                  <DownloadButton
                    path={document.currentDownloadPath}
                    fileName={document.documentName}
                    title={document.solutionTitle}
                    label="最新版をダウンロード"
                    // The download goes through the REST endpoint, which records the version taken: the list is the server's to say again.
                    onDone={() => void refetch()}
                  />
                ) : (
                  <DownloadButton
                    path={document.downloadPath}
                    fileName={document.documentName}
                    title={document.solutionTitle}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="requests-heading" className="request-history">
        <h2 id="requests-heading" className="request-block__heading">
          これまでの資料請求・お問い合わせ
        </h2>
        <ExportButtons path="/api/request/export" label="資料請求の履歴を保存（庁内報告用）" />
        <ul className="request-history__list">
          {requests.map((request) => (
            <li key={request.uid}>
              <Link to={href('request.show', { uid: request.uid })}>
                {formatRequestDateTime(request.createdAt)} {request.companyName}（{request.items.length}件、受付番号{' '}
                {request.receiptNumber}）
              </Link>
              <ul className="request-history__items" aria-label={`${request.companyName}の対応状況`}>
                {request.items.map((item) => (
                  <li key={item.id}>
                    {item.solutionTitle}：<RequestStatus status={item.status} />
                    {item.openedAt ? null : '（企業の確認待ち）'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
