/**
 * /solutions/confirm/{id}: a request to one solution's vendor. The choices start from the
 * basket's when the solution is in it (document request and phone otherwise); the requester's
 * details show what the vendor will receive; sending leads to /solutions/complete.
 */
import { DEFAULT_CONTACT_MEANS, DEFAULT_INQUIRY_TYPES } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { href } from '@/config/routes';
import { useSubmitRequest } from '../api/submit-request';
import { basketStore, type BasketItem, type BasketSolution } from '../basket-store';
import { choiceOf, toFormValues, validateItems, type RequestFormValues } from '../request-form-values';
import { randomSubmissionKey, submissionKeyFor } from '../submission-key';
import { RequestItemFields } from './request-item-fields';
import { RequesterDetails } from './requester-details';
import { ResendQuestionDialog } from './resend-question';
import { SubmitProblemNotice } from './submit-problem';
import './basket.css';

export function SolutionRequest({ solution, documentName }: { solution: BasketSolution; documentName: string | null }) {
  // From the basket item when there is one (the same in every tab), else one for this screen.
  const [key] = useState(() => {
    const inBasket = basketStore.get().items.find((item) => item.uid === solution.uid);
    return inBasket ? `s${submissionKeyFor([inBasket])}` : randomSubmissionKey();
  });
  const { submit, problem, resend } = useSubmitRequest(key);
  const [initialValues] = useState(() => {
    const inBasket = basketStore.get().items.find((item) => item.uid === solution.uid);
    const start: BasketItem = inBasket ?? {
      ...solution,
      inquiryDetails: [...DEFAULT_INQUIRY_TYPES],
      contactMeans: [...DEFAULT_CONTACT_MEANS],
      inquiryContents: '',
    };
    return toFormValues([start]);
  });
  return (
    <AppForm<RequestFormValues>
      label={`「${solution.title}」への資料請求・お問い合わせ`}
      initialValues={initialValues}
      validate={(values) => validateItems([solution.uid], values)}
      onSubmit={(values) => submit([{ ...solution, ...choiceOf(values, solution.uid) }])}
    >
      {({ submitting }) => (
        <>
          <section className="request-section" aria-labelledby="solution-request-heading">
            <p className="request-item__company">{solution.companyName}</p>
            <h2 id="solution-request-heading" className="request-item__title">
              <Link to={href('solutions.show', { id: solution.id })}>{solution.title}</Link>
            </h2>
            <p className="request-note">
              {documentName
                ? `送信後、資料（${documentName}）をすぐにダウンロードできます。`
                : 'このソリューションには掲載資料がありません。提供企業からご連絡します。'}
            </p>
            <RequestItemFields uid={solution.uid} />
          </section>
          <RequesterDetails />
          <SubmitProblemNotice problem={problem} />
          <ResendQuestionDialog resend={resend} />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>この内容で送信する</SubmitButton>
            <Link className="button button--secondary" to={href('solutions.show', { id: solution.id })}>
              詳細に戻る
            </Link>
          </div>
        </>
      )}
    </AppForm>
  );
}
