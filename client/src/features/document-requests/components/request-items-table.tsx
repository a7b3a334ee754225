/** The solutions of one request with what was asked and, where there is one, the document. */
import { contactMeansLabel, inquiryTypeLabel } from '@portal/shared';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { documentPath } from '../api/download';
import { DownloadButton } from './download-button';

export interface RequestItemView {
  id: string;
  solutionId: string;
  solutionTitle: string;
  inquiryTypes: string[];
  contactMeans: string[];
  contents?: string;
  documentName?: string | null;
}

export function RequestItems({
  requestUid,
  items,
  downloads = false,
}: {
  requestUid: string;
  items: readonly RequestItemView[];
  downloads?: boolean;
}) {
  return (
    <ul className="request-items-view">
      {items.map((item) => (
        <li key={item.id} className="request-items-view__item">
          <h3 className="request-items-view__title">
            <Link to={href('solutions.show', { id: item.solutionId })}>{item.solutionTitle}</Link>
          </h3>
          <dl className="request-items-view__facts">
            <div>
              <dt>お問い合わせの種別</dt>
              <dd>{item.inquiryTypes.map(inquiryTypeLabel).join('、')}</dd>
            </div>
            <div>
              <dt>ご希望の連絡方法</dt>
              <dd>{item.contactMeans.map(contactMeansLabel).join('、')}</dd>
            </div>
            {item.contents !== undefined && (
              <div>
                <dt>お問い合わせ内容</dt>
                <dd className="request-items-view__text">{item.contents || '（記入なし）'}</dd>
              </div>
            )}
            <div>
              <dt>資料</dt>
              <dd>{item.documentName ?? '掲載資料はありません'}</dd>
            </div>
          </dl>
          {downloads && item.documentName && (
            <DownloadButton
              path={documentPath(requestUid, item.id)}
              fileName={item.documentName}
              title={item.solutionTitle}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
