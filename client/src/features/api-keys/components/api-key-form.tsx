/** Creating a key: a name and an expiry; the key itself is shown once, with a copy button. */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AppForm } from '@/components/form/app-form';
import { FormNotice } from '@/components/form/form-notice';
import { SelectField } from '@/components/form/select-field';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useStepUp } from '@/components/second-factor/step-up';
import { addToRootList } from '@/lib/cache-updates';
import { CREATE_API_KEY_MUTATION } from '../api/documents';
import { EXPIRY_CHOICES } from './labels';

interface Values {
  name: string;
  expiresInDays: string;
}

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (values.name ?? '').trim();
  if (!name) errors.name = '名前を入力してください';
  else if (name.length > 60) errors.name = '名前は60文字以内で入力してください';
  if (!values.expiresInDays) errors.expiresInDays = '有効期限を選んでください';
  return errors;
}

export function ApiKeyForm() {
  const [create] = useMutation(CREATE_API_KEY_MUTATION);
  const stepUp = useStepUp();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);
  return (
    <>
      {stepUp.prompt}
      {created ? (
        <FormNotice tone="success">
          <p>
            APIキー「{created.name}」を作成しました。このキーは<strong>いま一度だけ</strong>
            表示されます。コピーして、ツールの設定など安全な場所に保管してください。
          </p>
          <p className="api-keys__secret">
            <code data-testid="api-key-secret">{created.secret}</code>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(created.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            コピーする
          </button>
          {copied ? <span role="status"> コピーしました。</span> : null}
        </FormNotice>
      ) : null}
      <AppForm<Values>
        label="APIキーを作成する"
        initialValues={{ name: '', expiresInDays: '90' }}
        validate={validate}
        onSubmit={async (values, form) => {
          try {
            const input = { name: values.name.trim(), expiresInDays: Number(values.expiresInDays) };
            // The new key goes to the top of the list below, where the server would list it (newest first).
            const answer = await stepUp.run(() =>
              create({
                variables: { input },
                update: (cache, { data }) => {
                  if (data) addToRootList(cache, 'myApiKeys', data.createApiKey.key, 'start');
                },
              }),
            );
            const made = answer.data?.createApiKey;
            if (made) setCreated({ name: made.key.name, secret: made.secret });
            setCopied(false);
            setTimeout(() => form.restart({ name: '', expiresInDays: '90' }));
            return undefined;
          } catch (error) {
            return toSubmissionErrors(error);
          }
        }}
      >
        {({ submitting }) => (
          <>
            <TextField
              name="name"
              label="名前（用途）"
              required
              support="例：kintone 補助金取り込み、RPA 朝の新着確認"
            />
            <SelectField
              name="expiresInDays"
              label="有効期限"
              required
              choices={EXPIRY_CHOICES}
              support="最長1年です。期限が切れたら新しいキーを作成してください。"
            />
            <p className="form-field__support">権限：読み取り専用（情報の取得だけ。登録・変更・削除はできません）</p>
            <div className="form-actions">
              <SubmitButton submitting={submitting}>APIキーを作成する</SubmitButton>
            </div>
          </>
        )}
      </AppForm>
    </>
  );
}
