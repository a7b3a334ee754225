/** One item's choices as read-only text (confirmation screens). */
import { contactMeansLabel, inquiryTypeLabel } from '@portal/shared';
import type { BasketItem } from '../basket-store';

export function ItemChoices({
  item,
}: {
  item: Pick<BasketItem, 'inquiryDetails' | 'contactMeans' | 'inquiryContents'>;
}) {
  return (
    <dl className="request-facts request-facts--compact">
      <div className="request-facts__row">
        <dt>お問い合わせの種別</dt>
        <dd>{item.inquiryDetails.map(inquiryTypeLabel).join('、')}</dd>
      </div>
      <div className="request-facts__row">
        <dt>ご希望の連絡方法</dt>
        <dd>{item.contactMeans.map(contactMeansLabel).join('、')}</dd>
      </div>
      <div className="request-facts__row">
        <dt>お問い合わせ内容</dt>
        <dd className="request-facts__text">{item.inquiryContents.trim() || '（記入なし）'}</dd>
      </div>
    </dl>
  );
}
