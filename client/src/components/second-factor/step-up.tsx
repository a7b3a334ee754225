/**
 * The step-up prompt: a sensitive operation (role changes, removals, SSO settings, 退会) that the
 * server refuses with SECOND_FACTOR_REQUIRED because this session's last check is older than
 * SECOND_FACTOR_STEP_UP_SECONDS asks for the authenticator code in a dialog, then runs again.
 * `const stepUp = useStepUp(); await stepUp.run(() => mutate(...)); … {stepUp.prompt}`.
 */
import { useApolloClient } from '@apollo/client/react';
import { Dialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AppForm } from '@/components/form/app-form';
import { toSubmissionErrors, describeApiFailure } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { graphql } from '@/gql';
import { errorCodeOf } from '@/lib/graphql-errors';
import '../dialog/dialog.css';

const STEP_UP = graphql(`
  mutation StepUpSecondFactor($code: String!) {
    verifySecondFactor(code: $code) {
      customToken
    }
  }
`);

interface Pending {
  resolve(): void;
  reject(error: unknown): void;
}

function isStepUpRefusal(error: unknown): boolean {
  return errorCodeOf(error) === 'SECOND_FACTOR_REQUIRED' || describeApiFailure(error).code === 'SECOND_FACTOR_REQUIRED';
}

export function useStepUp(): { run<T>(action: () => Promise<T>): Promise<T>; prompt: ReactNode } {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );

  const run = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isStepUpRefusal(error)) throw error;
        await ask().catch(() => {
          throw error;
        });
        return action();
      }
    },
    [ask],
  );

  const close = (verified: boolean) => {
    setOpen(false);
    const waiting = pending.current;
    pending.current = null;
    if (verified) waiting?.resolve();
    else waiting?.reject(new Error('cancelled'));
  };

  const prompt = (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content className="confirm-dialog">
          <Dialog.Title className="confirm-dialog__title">確認コードの再入力</Dialog.Title>
          <Dialog.Description>
            重要な操作のため、認証アプリに表示されている6桁の確認コードをもう一度入力してください。
          </Dialog.Description>
          <AppForm<{ code: string }>
            label="確認コードの再入力"
            failureTitle="確認できませんでした"
            initialValues={{ code: '' }}
            validate={(values) => (values.code?.trim() ? {} : { code: '確認コードを入力してください。' })}
            onSubmit={async (values) => {
              try {
                await client.mutate({ mutation: STEP_UP, variables: { code: values.code } });
                close(true);
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
                  label="確認コード（6桁）"
                  required
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  short
                />
                <div className="confirm-dialog__actions">
                  <Dialog.Close className="button button--secondary">やめる</Dialog.Close>
                  <SubmitButton submitting={submitting} busyLabel="確認しています…">
                    確認して続ける
                  </SubmitButton>
                </div>
              </>
            )}
          </AppForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );

  return { run, prompt };
}
