/** /inquiry/complete: the receipt of the inquiry just sent. */
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { useInquiryDraft } from '../inquiry-draft';
import './inquiry.css';

export function InquiryComplete() {
  const { receipt } = useInquiryDraft();
  if (!receipt) {
    return (
      <div className="inquiry-review" role="status">
        <p>送信済みのお問い合わせはありません。</p>
        <Link to={href('inquiry.form')}>お問い合わせフォームへ</Link>
      </div>
    );
  }
  return (
    <div className="inquiry-review">
      <FormNotice tone="success">
        <p>お問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡します。</p>
        <p>受付確認のメールを {receipt.email} 宛てにお送りします。</p>
        {/* Receipts to an unverified address are capped per hour (server: inquiryReceipt limit). */}
        <p>
          同じメールアドレスでのお問い合わせが短時間に続いた場合、受付確認のメールはお送りしませんが、お問い合わせは受け付けています。
        </p>
      </FormNotice>
      <dl className="inquiry-facts">
        <div className="inquiry-facts__row">
          <dt>受付番号</dt>
          <dd>{receipt.uid}</dd>
        </div>
      </dl>
      <p>
        <Link to={href('home')}>ホームへ戻る</Link>
      </p>
    </div>
  );
}
