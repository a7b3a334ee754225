import {
  COMPANY_FIELD_LABELS,
  companyRegistrationFormValidators,
  FIELD_LABELS,
  KANA_MAX_WIDTH,
  NAME_MAX_WIDTH,
  type CompanyRegistrationFormValues,
} from '@portal/shared';
import { Link } from 'react-router-dom';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { paths } from '@/config/paths';
import { usePasswordPolicy } from '../api/password-policy-store';
import { passwordPolicyMessage } from '../lib/password-policy';
import { useCompanyDraft } from '../stores/company-draft';
import { EMPTY_REGISTRATION } from './registration-form';
import { PasswordPolicyHint } from './password-policy-hint';
import './auth.css';

const EMPTY: CompanyRegistrationFormValues = {
  ...EMPTY_REGISTRATION,
  corporateNumber: '',
  companyAddress: '',
  companyUrl: '',
};

const NEW_TAB = '（新しいタブで開きます）';

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
          <fieldset className="auth-fieldset">
            <legend className="auth-fieldset__legend">ログイン情報</legend>
            <TextField
              name="email"
              type="email"
              label={FIELD_LABELS.email}
              required
              autoComplete="email"
              support="ご担当者さまのメールアドレス。資料請求・お問い合わせもこのアドレスにお送りします。"
            />
            <PasswordField
              name="password"
              label={FIELD_LABELS.password}
              autoComplete="new-password"
              support={<PasswordPolicyHint />}
            />
            <PasswordField
              name="confirmPassword"
              label={FIELD_LABELS.confirmPassword}
              autoComplete="new-password"
              support="確認のため、もう一度入力してください。"
            />
          </fieldset>
          <fieldset className="auth-fieldset">
            <legend className="auth-fieldset__legend">ご担当者さまの情報</legend>
            <div className="auth-name-pair">
              <TextField
                name="lastName"
                label={FIELD_LABELS.lastName}
                required
                support={`全角${NAME_MAX_WIDTH}文字以内`}
              />
              <TextField
                name="firstName"
                label={FIELD_LABELS.firstName}
                required
                support={`全角${NAME_MAX_WIDTH}文字以内`}
              />
            </div>
            <div className="auth-name-pair">
              <TextField
                name="lastNameKana"
                label={FIELD_LABELS.lastNameKana}
                required
                support={`全角カタカナ${KANA_MAX_WIDTH}文字以内`}
              />
              <TextField
                name="firstNameKana"
                label={FIELD_LABELS.firstNameKana}
                required
                support={`全角カタカナ${KANA_MAX_WIDTH}文字以内`}
              />
            </div>
            <TextField name="telephone" type="tel" label={FIELD_LABELS.telephone} required short autoComplete="tel" />
            <TextField name="division" label={FIELD_LABELS.division} required support="例：営業部" />
            <TextField name="position" label={FIELD_LABELS.position} required support="例：課長" />
          </fieldset>
          <fieldset className="auth-fieldset">
            <legend className="auth-fieldset__legend">ご利用について</legend>
            <TextField
              name="contents"
              multiline
              label={FIELD_LABELS.contents}
              required
              support="掲載したいサービスの概要などをご記入ください。"
            />
            <CheckboxField
              name="isCustomerInformationConfirmation"
              required
              label="お客様情報の取り扱いに同意する"
              support={
                <Link to={paths.rules.privacy} target="_blank" rel="noopener">
                  プライバシーポリシー{NEW_TAB}
                </Link>
              }
            />
            <CheckboxField
              name="isTermsOfUseConfirmation"
              required
              label="利用規約に同意する"
              support={
                <Link to={paths.rules.terms} target="_blank" rel="noopener">
                  利用規約{NEW_TAB}
                </Link>
              }
            />
          </fieldset>
          <div className="form-actions">
            <SubmitButton submitting={submitting}>入力内容を確認する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
