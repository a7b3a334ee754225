import { canSubmitRegistration, FIELD_LABELS, type RegistrationFormValues } from '@portal/shared';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { useRegistration } from '../api/use-registration';
import { useRegistrationDraft } from '../stores/registration-draft';
import './auth.css';

const SHOWN: (keyof RegistrationFormValues)[] = [
  'email',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'telephone',
  'organization',
  'division',
  'position',
  'contents',
];

/** The confirmation step of the first registration flow: review, then register. */
export function RegistrationReview() {
  const draft = useRegistrationDraft();
  const register = useRegistration();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const values = draft.values;

  if (!values || !canSubmitRegistration(values)) {
    return (
      <FormNotice tone="info" live={false}>
        <p>確認する入力内容がありません。お手数ですが、登録フォームから入力してください。</p>
        <p>
          <Link to={href('auth.munRegister')}>会員登録フォームへ</Link>
        </p>
      </FormNotice>
    );
  }

  async function submit() {
    if (busy.current || !values) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const outcome = await register(values as RegistrationFormValues);
    busy.current = false;
    setSubmitting(false);
    if (outcome.ok) {
      navigate(href('auth.signupComplete'), { replace: true, state: { registration: outcome.result } });
      return;
    }
    if (outcome.fieldRejected) {
      navigate(href('auth.munRegister'), { state: { returned: true } });
      return;
    }
    setError(String((outcome.errors as Record<string, unknown> | undefined)?.[FORM_ERROR] ?? ''));
  }

  return (
    <>
      <p className="auth-lead">以下の内容で登録します。よろしければ「この内容で登録する」を押してください。</p>
      {error ? (
        <FormNotice tone="error">
          <p>{error}</p>
        </FormNotice>
      ) : null}
      <dl className="review-list">
        {SHOWN.map((field) => (
          <div key={field} className="review-list__row">
            <dt>{FIELD_LABELS[field]}</dt>
            <dd>{String(values[field] ?? '')}</dd>
          </div>
        ))}
        <dt>{FIELD_LABELS.password}</dt>
        <dd>（表示していません）</dd>
        <dt>同意事項</dt>
        <dd>お客様情報の取り扱い・利用規約に同意する</dd>
      </dl>
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void submit()}
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting ? '登録しています…' : 'この内容で登録する'}
        </button>
        <Link to={href('auth.munRegister')} className="button button--secondary">
          入力内容を修正する
        </Link>
      </div>
    </>
  );
}
