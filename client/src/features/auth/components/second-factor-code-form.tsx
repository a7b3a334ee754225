import { useApolloClient } from '@apollo/client/react';
import { AppForm } from '@/components/form/app-form';
import { toSubmissionErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { verifySecondFactor } from '../api/second-factor';

interface CodeValues {
  code: string;
}

/**
 * Asks for the authenticator app's six-digit code (or, once enrolled, a recovery code) and
 * checks it; `onVerified` receives the recovery codes when the check confirmed a new enrolment.
 */
export function SecondFactorCodeForm({
  label,
  allowRecoveryCode,
  submitLabel = '確認する',
  onVerified,
}: {
  label: string;
  allowRecoveryCode: boolean;
  submitLabel?: string;
  onVerified: (recoveryCodes: string[] | null) => void;
}) {
  const client = useApolloClient();
  return (
    <AppForm<CodeValues>
      label={label}
      failureTitle="確認できませんでした"
      initialValues={{ code: '' }}
      validate={(values) => (values.code?.trim() ? {} : { code: '確認コードを入力してください。' })}
      onSubmit={async (values) => {
        try {
          onVerified(await verifySecondFactor(client, values.code));
          return undefined;
        } catch (error) {
          return toSubmissionErrors(error);
        }
      }}
    >
      {({ submitting }) => (
        <>
          <TextField
            name="code"
            label={allowRecoveryCode ? '確認コード（6桁）またはリカバリーコード' : '確認コード（6桁）'}
            required
            autoComplete="one-time-code"
            inputMode={allowRecoveryCode ? 'text' : 'numeric'}
            support={
              allowRecoveryCode
                ? '認証アプリに表示される6桁の数字を入力してください。スマートフォンが手元にないときは、登録時に保存したリカバリーコード（1つにつき1回だけ使えます）を入力できます。'
                : '認証アプリに表示される6桁の数字を入力してください。'
            }
            short
          />
          <div className="form-actions">
            <SubmitButton submitting={submitting} busyLabel="確認しています…">
              {submitLabel}
            </SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
