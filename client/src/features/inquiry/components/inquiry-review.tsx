/** /inquiry/confirm: the inquiry as it will be sent; sending leads to /inquiry/complete. */
import { operatorInquiryTypeLabel } from '@portal/shared';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { useSubmitInquiry } from '../api/submit-inquiry';
import { completeInquiry, useInquiryDraft } from '../inquiry-draft';
import './inquiry.css';

export function InquiryReview() {
  const draft = useInquiryDraft();
  const navigate = useNavigate();
  const { send, sending } = useSubmitInquiry();
  const [failure, setFailure] = useState<string[] | null>(null);
  const values = draft.values;
  if (!values) return <Navigate to={draft.receipt ? href('inquiry.complete') : href('inquiry.form')} replace />;
  const rows: [string, string][] = [
    ['お名前', values.name],
    ['所属団体・会社名', values.organization],
    ['メールアドレス', values.email],
    ['電話番号', values.telephone],
    ['お問い合わせの種別', operatorInquiryTypeLabel(values.inquiryType)],
    ['お問い合わせ内容', values.body],
    ['プライバシーポリシー', '同意する'],
  ];
  const submit = async () => {
    setFailure(null);
    try {
      const receipt = await send(values, draft.idempotencyKey);
      completeInquiry(receipt);
      navigate(href('inquiry.complete'));
    } catch (error) {
      const problem = describeApiFailure(error);
      setFailure([problem.message, ...Object.values(problem.fields).filter((m) => m !== problem.message)]);
    }
  };
  return (
    <div className="inquiry-review">
      <p className="inquiry-lead">以下の内容で送信します。よろしければ「送信する」を押してください。</p>
      <dl className="inquiry-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="inquiry-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {failure && (
        <FormNotice tone="error">
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </FormNotice>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void submit()}
        >
          {sending ? '送信しています…' : '送信する'}
        </button>
        <Link className="button button--secondary" to={href('inquiry.form')}>
          入力内容を修正する
        </Link>
      </div>
    </div>
  );
}
