/**
 * /request/form: every solution in the basket with what is asked of each vendor. The choices are
 * written to the basket as they change (so they survive a reload and show in other tabs); the
 * shared validators check them before the confirmation screen.
 */
import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { href } from '@/config/routes';
import { basketStore, removeFromBasket, useBasket } from '../basket-store';
import { choiceOf, toFormValues, validateItems, type RequestFormValues } from '../request-form-values';
import { useRequestEligibilityCheck } from '../request-eligibility';
import { BasketEmpty } from './basket-empty';
import { RequestItemFields } from './request-item-fields';
import './basket.css';

function saveChoices(values: RequestFormValues): void {
  basketStore.set((state) => {
    let changed = false;
    const items = state.items.map((item) => {
      if (!(`${item.uid}:types` in values)) return item;
      const choice = choiceOf(values, item.uid);
      const same =
        choice.inquiryContents === item.inquiryContents &&
        choice.inquiryDetails.join() === item.inquiryDetails.join() &&
        choice.contactMeans.join() === item.contactMeans.join();
      if (same) return item;
      changed = true;
      return { ...item, ...choice };
    });
    return changed ? { items } : state;
  });
}

export function RequestForm() {
  const items = useBasket();
  const navigate = useNavigate();
  const guard = useRequestEligibilityCheck();
  const uidList = items.map((item) => item.uid).join(',');
  // Re-initialised only when items come or go; edits flow into the basket, not back.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => toFormValues(basketStore.get().items), [uidList]);
  if (items.length === 0) return <BasketEmpty />;
  const uids = items.map((item) => item.uid);
  return (
    <AppForm<RequestFormValues>
      label="資料請求リスト"
      initialValues={initialValues}
      validate={(values) => validateItems(uids, values)}
      onSubmit={(values) => {
        saveChoices(values);
        if (guard()) navigate(href('request.confirm'));
      }}
    >
      {({ submitting }) => (
        <>
          <FormSpy subscription={{ values: true }} onChange={({ values }) => saveChoices(values)} />
          <p className="request-lead">
            {items.length}件のソリューションについて、お問い合わせの種別とご希望の連絡方法を選んでください。
            提供企業ごとに1件の請求として送信します。
            {items.length > 4 ? ' 比較表で見比べられるのは4件までです。' : ''}
          </p>
          <ol className="request-items">
            {items.map((item, index) => (
              <li key={item.uid} className="request-item">
                <div className="request-item__head">
                  <div>
                    <p className="request-item__company">{item.companyName}</p>
                    <h2 className="request-item__title">
                      <span className="visually-hidden">{index + 1}件目：</span>
                      <Link to={href('solutions.show', { id: item.id })}>{item.title}</Link>
                    </h2>
                  </div>
                  <button
                    type="button"
                    className="button button--secondary request-item__remove"
                    onClick={() => removeFromBasket(item.uid)}
                  >
                    リストから外す<span className="visually-hidden">（{item.title}）</span>
                  </button>
                </div>
                <RequestItemFields uid={item.uid} />
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <SubmitButton submitting={submitting}>入力内容を確認する</SubmitButton>
            {items.length >= 2 && items.length <= 4 ? (
              <Link
                className="button button--secondary"
                to={`${href('solutions.compare')}?ids=${items.map((item) => item.id).join(',')}`}
              >
                {items.length}件を比較する
              </Link>
            ) : null}
            {items.length >= 2 ? (
              <Link className="button button--secondary" to={href('rfi.new')}>
                見積依頼・情報提供依頼を作成する
              </Link>
            ) : null}
            <Link className="button button--secondary" to={href('solutions.list')}>
              ほかのソリューションを探す
            </Link>
          </div>
        </>
      )}
    </AppForm>
  );
}
