/**
 * A municipality's OpenID Connect settings, as its administrator (or an operator) keeps them: the
 * IdP's issuer, the client registered there (its secret is written, never shown again), the
 * e-mail domains whose staff may sign in through it and the claim read as 部署. Saving asks for
 * a fresh authenticator code when the last check is old.
 */
import { domainListOf, SSO_SETTING_VALIDATORS, type SsoSettingFormValues } from '@portal/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure, toSubmissionErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { validateWith } from '@/components/form/validate';
import { useStepUp } from '@/components/second-factor/step-up';
import { formatDateTime } from '@/lib/date-time';
import { MUNICIPAL_SSO_QUERY, SAVE_MUNICIPAL_SSO_MUTATION } from '../api/documents';

export function SsoSettingsForm({ municipalityCode }: { municipalityCode: string }) {
  const current = useQuery(MUNICIPAL_SSO_QUERY, { variables: { municipalityCode }, fetchPolicy: 'network-only' });
  const [save] = useMutation(SAVE_MUNICIPAL_SSO_MUTATION);
  const stepUp = useStepUp();
  const [saved, setSaved] = useState(false);
  if (current.error) return <FormNotice tone="error">{describeApiFailure(current.error).message}</FormNotice>;
  if (current.dataState !== 'complete') return <p role="status">読み込んでいます…</p>;
  const setting = current.data.municipalSso;
  const initialValues: SsoSettingFormValues = {
    issuer: setting?.issuer ?? '',
    clientId: setting?.clientId ?? '',
    clientSecret: '',
    allowedDomains: setting?.allowedDomains.join('\n') ?? '',
    divisionClaim: setting?.divisionClaim ?? '',
    enabled: setting?.enabled ?? true,
  };
  return (
    <>
      <p>
        {'職員が庁内の認証基盤（OpenID Connect に対応した IdP）のアカウントでログインできるようにします。' +
          'IdP にこのポータルをクライアントとして登録し、戻り先（リダイレクト URI）には次の URL を指定してください。'}
      </p>
      <p>
        <code className="staff-board__code">{current.data.singleSignOnCallbackUrl}</code>
      </p>
      {setting ? (
        <p className="staff-board__note">
          {setting.enabled ? '有効' : '停止中'}（最終更新 {formatDateTime(setting.updatedAt)}）
        </p>
      ) : (
        <p className="staff-board__note">まだ設定されていません。</p>
      )}
      <AppForm<SsoSettingFormValues>
        label="シングルサインオンの設定"
        initialValues={initialValues}
        validate={validateWith<SsoSettingFormValues>(SSO_SETTING_VALIDATORS, (values) => ({
          clientSecret:
            !setting?.hasClientSecret && !values.clientSecret.trim()
              ? 'クライアントシークレットを入力してください。'
              : undefined,
        }))}
        onSubmit={async (values) => {
          setSaved(false);
          const input = {
            municipalityCode,
            issuer: values.issuer.trim(),
            clientId: values.clientId.trim(),
            clientSecret: values.clientSecret.trim() || null,
            allowedDomains: domainListOf(values.allowedDomains),
            divisionClaim: values.divisionClaim.trim() || null,
            enabled: Boolean(values.enabled),
          };
          try {
            await stepUp.run(() =>
              save({
                variables: { input },
                update: (cache, { data }) => {
                  if (!data) return;
                  cache.updateQuery({ query: MUNICIPAL_SSO_QUERY, variables: { municipalityCode } }, (shown) =>
                    shown ? { ...shown, municipalSso: data.saveMunicipalSso } : shown,
                  );
                },
              }),
            );
            setSaved(true);
            return undefined;
          } catch (error) {
            return toSubmissionErrors(error);
          }
        }}
      >
        {({ submitting }) => (
          <>
            <TextField
              name="issuer"
              label="Issuer"
              required
              inputMode="url"
              autoComplete="off"
              support="IdP の Issuer の URL（例：https://idp.city.example.lg.jp/realms/staff）"
            />
            <TextField name="clientId" label="クライアント ID" required autoComplete="off" />
            <TextField
              name="clientSecret"
              label="クライアントシークレット"
              type="password"
              required={!setting?.hasClientSecret}
              autoComplete="new-password"
              support={
                setting?.hasClientSecret
                  ? '保存済みです（表示しません）。変更するときだけ入力してください。'
                  : 'IdP が発行したシークレット。暗号化して保存し、画面には表示しません。'
              }
            />
            <TextField
              name="allowedDomains"
              label="ログインを許可するメールドメイン"
              required
              multiline
              rows={3}
              support="1行に1つ（例：city.example.lg.jp）。このドメインのアドレスの職員だけが、この IdP でログインできます。"
            />
            <TextField
              name="divisionClaim"
              label="部署として読むクレーム名"
              autoComplete="off"
              support="ID トークンに部署名が含まれる場合、そのクレーム名（例：department）。空欄なら部署は読みません。"
            />
            <CheckboxField name="enabled" label="シングルサインオンを有効にする" />
            <div className="form-actions">
              <SubmitButton submitting={submitting}>設定を保存する</SubmitButton>
            </div>
            {saved ? (
              <FormNotice tone="success">
                <p>シングルサインオンの設定を保存しました。</p>
              </FormNotice>
            ) : null}
          </>
        )}
      </AppForm>
      {stepUp.prompt}
    </>
  );
}
