import {
  COMPANY_FIELD_LABELS,
  companyRegistrationFormValidators,
  FIELD_LABELS,
  type CompanyRegistrationFormValues,
} from '@portal/shared';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { usePasswordPolicy } from '../api/password-policy-store';
import { passwordPolicyMessage } from '../lib/password-policy';
import { useCompanyDraft } from '../stores/company-draft';
import { EMPTY_REGISTRATION } from './registration-form';
import { ContactPersonFields, LoginFields, UsageFields } from './registration-fields';
import './auth.css';

const EMPTY: CompanyRegistrationFormValues = {
  ...EMPTY_REGISTRATION,
  corporateNumber: '',
  companyAddress: '',
  companyUrl: '',
};

/** The company sign-up form: the company, then its contact person with the municipal form's rules. */
export function CompanyRegistrationForm({ onSubmit }: { onSubmit: (values: CompanyRegistrationFormValues) => void }) {
  const policy = usePasswordPolicy();
  const draft = useCompanyDraft();
  const validate = validateWith<CompanyRegistrationFormValues>(companyRegistrationFormValidators, (values) => ({
    password: passwordPolicyMessage(policy, values.password),
  }));
  return (
    <AppForm<CompanyRegistrationFormValues>
      label="掲載企業の登録フォーム"
      initialValues={{ ...EMPTY, ...draft }}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ submitting }) => (
        <>
          <fieldset className="auth-fieldset">
            <legend className="auth-fieldset__legend">企業情報</legend>
            <TextField
              name="organization"
              label={COMPANY_FIELD_LABELS.organization}
              required
              autoComplete="organization"
            />
            <TextField
              name="corporateNumber"
              label={COMPANY_FIELD_LABELS.corporateNumber}
              short
              inputMode="numeric"
              support="13桁の半角数字（お持ちの場合のみ）"
            />
            <TextField name="companyAddress" label={COMPANY_FIELD_LABELS.companyAddress} required />
            <TextField
              name="companyUrl"
              type="url"
              label={COMPANY_FIELD_LABELS.companyUrl}
              support="例：https://www.example.co.jp/"
            />
          </fieldset>
          <LoginFields emailSupport="ご担当者さまのメールアドレス。資料請求・お問い合わせもこのアドレスにお送りします。" />
          <ContactPersonFields>
            <TextField name="division" label={FIELD_LABELS.division} required support="例：営業部" />
            <TextField name="position" label={FIELD_LABELS.position} required support="例：課長" />
          </ContactPersonFields>
          <UsageFields contentsSupport="掲載したいサービスの概要などをご記入ください。" />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>入力内容を確認する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
