/**
 * /request/confirm: the whole basket as it will be sent, one block per vendor, the requester's
 * details, and the button that sends it (one request per vendor).
 */
import { Link, Navigate } from 'react-router-dom';
import { href } from '@/config/routes';
import { useSubmitRequest } from '../api/submit-request';
import { useBasket, type BasketItem } from '../basket-store';
import { itemIsValid } from '../request-form-values';
import { submissionKeyFor } from '../submission-key';
import { BasketEmpty } from './basket-empty';
import { ItemChoices } from './item-choices';
import { RequesterDetails } from './requester-details';
import { ResendQuestionDialog } from './resend-question';
import { SubmitProblemNotice } from './submit-problem';
import './basket.css';

function byVendor(items: readonly BasketItem[]): [string, BasketItem[]][] {
  const groups = new Map<string, BasketItem[]>();
  for (const item of items) groups.set(item.companyName, [...(groups.get(item.companyName) ?? []), item]);
  return [...groups];
}

export function RequestReview() {
  const items = useBasket();
  const { submit, sending, problem, resend } = useSubmitRequest(submissionKeyFor(items));
  if (items.length === 0) return <BasketEmpty />;
  // Choices that would not pass (edited in another tab, say) go back to the form first.
  if (!items.every(itemIsValid)) return <Navigate to={href('request.form')} replace />;
  const groups = byVendor(items);
  return (
    <div className="request-review">
      <p className="request-lead">
        以下の内容で、{groups.length}
        社の提供企業へ資料請求・お問い合わせを送信します。送信後、資料のあるものはすぐにダウンロードできます。
      </p>
      {groups.map(([company, list]) => (
        <section key={company} className="request-section" aria-label={`送信先：${company}`}>
          <h2 className="request-section__heading">送信先：{company}</h2>
          <ul className="request-review__items">
            {list.map((item) => (
              <li key={item.uid}>
                <h3 className="request-review__title">{item.title}</h3>
                <ItemChoices item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <RequesterDetails />
      <SubmitProblemNotice problem={problem} />
      <ResendQuestionDialog resend={resend} />
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void submit(items)}
        >
          {sending ? '送信しています…' : 'この内容で送信する'}
        </button>
        <Link className="button button--secondary" to={href('request.form')}>
          入力内容を修正する
        </Link>
      </div>
    </div>
  );
}
