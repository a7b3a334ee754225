import {
  COMPANY_FIELD_LABELS,
  FIELD_LABELS,
  validateCompanyRegistrationForm,
  type CompanyRegistrationFormValues,
} from '@portal/shared';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeApiFailure } from '@/components/form/server-errors';
import { FormNotice } from '@/components/form/form-notice';
import { href } from '@/config/routes';
import { registerCompanyUser } from '../api/register-company';
import { describeProviderError, registrationAlertText } from '../api/provider-errors';
import { clearCompanyDraft, useCompanyDraft } from '../stores/company-draft';
import './auth.css';

const SHOWN: [keyof CompanyRegistrationFormValues, string][] = [
  ['organization', COMPANY_FIELD_LABELS.organization],
  ['corporateNumber', COMPANY_FIELD_LABELS.corporateNumber],
  ['companyAddress', COMPANY_FIELD_LABELS.companyAddress],
  ['companyUrl', COMPANY_FIELD_LABELS.companyUrl],
  ['email', FIELD_LABELS.email],
  ['lastName', FIELD_LABELS.lastName],
  ['firstName', FIELD_LABELS.firstName],
  ['lastNameKana', FIELD_LABELS.lastNameKana],
  ['firstNameKana', FIELD_LABELS.firstNameKana],
  ['telephone', FIELD_LABELS.telephone],
  ['division', FIELD_LABELS.division],
  ['position', FIELD_LABELS.position],
  ['contents', FIELD_LABELS.contents],
];

/** The confirmation step of the company sign-up: review, then register. */
export function CompanyRegistrationReview() {
  const values = useCompanyDraft();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  if (!values || Object.keys(validateCompanyRegistrationForm(values)).length > 0) {
    return (
      <FormNotice tone="info" live={false}>
        <p>確認する入力内容がありません。お手数ですが、登録フォームから入力してください。</p>
        <p>
          <Link to={href('auth.companyRegister')}>掲載企業の登録フォームへ</Link>
        </p>
      </FormNotice>
    );
  }

  async function submit() {
    if (busy.current || !values) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const result = await registerCompanyUser(client, values as CompanyRegistrationFormValues);
      clearCompanyDraft();
      navigate(href('auth.signupComplete'), { replace: true, state: { registration: result } });
    } catch (thrown) {
      const code = (thrown as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && code.startsWith('auth/')) {
        const view = describeProviderError(thrown);
        window.alert(registrationAlertText(view));
        setError(view.message);
      } else {
        const failure = describeApiFailure(thrown);
        setError([failure.message, ...Object.values(failure.fields)].join(' '));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
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
        {SHOWN.map(([field, label]) => (
          <div key={field} className="review-list__row">
            <dt>{label}</dt>
            <dd>{String(values[field] ?? '') || '（未入力）'}</dd>
          </div>
        ))}
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
        <Link to={href('auth.companyRegister')} className="button button--secondary">
          入力内容を修正する
        </Link>
      </div>
    </>
  );
}
