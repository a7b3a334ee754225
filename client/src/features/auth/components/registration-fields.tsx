import { FIELD_LABELS } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField } from '@/components/form/password-field';
import { PersonNameFields } from '@/components/form/person-name-fields';
import { TextField } from '@/components/form/text-field';
import { MunicipalityField } from '@/components/municipality/municipality-field';
import { href } from '@/config/routes';
import { PasswordPolicyHint } from './password-policy-hint';
import './auth.css';

const NEW_TAB = '（新しいタブで開きます）';

/** E-mail and the new password twice. */
export function LoginFields({ emailSupport }: { emailSupport: string }) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-fieldset__legend">ログイン情報</legend>
      <TextField
        name="email"
        type="email"
        label={FIELD_LABELS.email}
        required
        autoComplete="email"
        inputMode="email"
        support={emailSupport}
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
  );
}

/** The contact person's names and telephone; `children` adds fields to the same group. */
export function ContactPersonFields({ children }: { children?: ReactNode }) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-fieldset__legend">ご担当者さまの情報</legend>
      <PersonNameFields />
      <TextField
        name="telephone"
        type="tel"
        label={FIELD_LABELS.telephone}
        required
        short
        autoComplete="tel"
        inputMode="tel"
        support="半角数字で入力してください。ハイフン（-）、プラス（+）、括弧、空白も使えます（例：03-1234-5678）。"
      />
      {children}
    </fieldset>
  );
}

/** What the account is for, and the two confirmations. */
export function UsageFields({ contentsSupport }: { contentsSupport: string }) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-fieldset__legend">ご利用について</legend>
      <TextField name="contents" multiline label={FIELD_LABELS.contents} required support={contentsSupport} />
      <CheckboxField
        name="isCustomerInformationConfirmation"
        required
        label="お客様情報の取り扱いに同意する"
        support={
          <>
            <Link to={href('rules.privacy')} target="_blank" rel="noopener">
              プライバシーポリシー{NEW_TAB}
            </Link>
            をご確認ください。
          </>
        }
      />
      <CheckboxField
        name="isTermsOfUseConfirmation"
        required
        label="利用規約に同意する"
        support={
          <>
            <Link to={href('rules.terms')} target="_blank" rel="noopener">
              利用規約{NEW_TAB}
            </Link>
            をご確認ください。
          </>
        }
      />
    </fieldset>
  );
}

/** The fields of the registration form (docs/specification.md §3), grouped as a person reads them. */
export function RegistrationFields() {
  return (
    <>
      <LoginFields emailSupport="所属自治体のメールアドレス（例：taro@city.example.lg.jp）でご登録ください。lg.jp 以外のアドレスの場合、運営事務局が所属を確認した後にご利用いただけます。" />
      <ContactPersonFields />
      <fieldset className="auth-fieldset">
        <legend className="auth-fieldset__legend">ご所属</legend>
        <MunicipalityField
          name="organization"
          label={FIELD_LABELS.organization}
          required
          support="名称か読みで探して、候補から選んでください（例：音威子府村、おといねっぷ、札幌市、さっぽろし、北海道）。"
        />
        <TextField name="division" label={FIELD_LABELS.division} required support="例：総務部 情報政策課" />
        <TextField
          name="position"
          label={FIELD_LABELS.position}
          required
          autoComplete="organization-title"
          support="例：主任"
        />
      </fieldset>
      <UsageFields contentsSupport="本サービスで探したいこと、検討中の課題などをご記入ください。" />
    </>
  );
}
