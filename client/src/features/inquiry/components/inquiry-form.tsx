/**
 * /inquiry/form: an inquiry to the operator, open to visitors and members (prefilled from the
 * member's profile). Checked with the shared validators the server runs, then confirmed.
 */
import { inquiryFormValidators, OPERATOR_INQUIRY_TYPES, REQUEST_LIMITS, type InquiryFormValues } from '@portal/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { href } from '@/config/routes';
import { useProfile, type Profile } from '@/lib/auth/profile';
import { inquiryDraftStore, saveInquiryValues } from '../inquiry-draft';
import { RadioGroupField } from './radio-group-field';
import './inquiry.css';
import { formatInteger } from '@/lib/format';

function fromProfile(profile: Profile | null): Partial<InquiryFormValues> {
  if (!profile) return { privacyConsent: false };
  return {
    name: `${profile.lastName} ${profile.firstName}`.trim(),
    organization: profile.organization,
    email: profile.email,
    telephone: profile.telephone,
    privacyConsent: false,
  };
}

const validate = validateWith<InquiryFormValues>(inquiryFormValidators);

export function InquiryForm() {
  const navigate = useNavigate();
  const { profile } = useProfile();
  const [initialValues] = useState(() => inquiryDraftStore.get().values ?? fromProfile(profile));
  return (
    <AppForm<InquiryFormValues>
      label="お問い合わせフォーム"
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => {
        saveInquiryValues(values);
        navigate(href('inquiry.confirm'));
      }}
    >
      {({ submitting }) => (
        <>
          <p className="inquiry-lead">
            サイトの使い方や会員登録、掲載についてのご質問は、こちらから運営事務局へお寄せください。
            ソリューションの内容は、各ソリューションの詳細画面から提供企業へお問い合わせください。
          </p>
          <TextField name="name" label="お名前" required autoComplete="name" />
          <TextField name="organization" label="所属団体・会社名" required autoComplete="organization" />
          <TextField
            name="email"
            label="メールアドレス"
            type="email"
            required
            autoComplete="email"
            support="受付確認のメールをお送りします。お問い合わせ内容の控えを記載するのは、ログイン中の会員ご本人の確認済みメールアドレス宛てのみです。"
          />
          <TextField
            name="telephone"
            label="電話番号"
            type="tel"
            required
            short
            autoComplete="tel"
            support="例：03-1234-5678"
          />
          <RadioGroupField name="inquiryType" legend="お問い合わせの種別" options={OPERATOR_INQUIRY_TYPES} />
          <TextField
            name="body"
            label="お問い合わせ内容"
            required
            multiline
            rows={8}
            support={`${formatInteger(REQUEST_LIMITS.inquiryBody)}文字以内でご記入ください。`}
          />
          <CheckboxField
            name="privacyConsent"
            required
            label={
              <>
                <Link to={href('rules.privacy')} target="_blank" rel="noopener">
                  プライバシーポリシー<span className="visually-hidden">（新しいタブで開きます）</span>
                </Link>
                に同意する
              </>
            }
          />
          <div className="form-actions">
            <SubmitButton submitting={submitting}>入力内容を確認する</SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
