/**
 * Member self-service on the member page: the telephone number (checked by the shared
 * validator the registration form uses, and again by the server), the document-update mails, and
 * 退会 behind a confirmation dialog (radix-ui's AlertDialog: focus trap, Esc, focus returned) in
 * which the member types their own address — the server checks it too. The controls are the
 * forms' own (components/form/form.css), as on every other form of the portal.
 */
import { useMutation } from '@apollo/client/react';
import { telephone as telephoneRule } from '@portal/shared';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import '@/components/form/form.css';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { useStepUp } from '@/components/second-factor/step-up';
import { href } from '@/config/routes';
import { graphql } from '@/gql';
import { loadProfile, type Profile } from '@/lib/auth/profile';

const UPDATE_TELEPHONE = graphql(`
  mutation UpdateMyTelephone($telephone: String!) {
    updateMyTelephone(telephone: $telephone) {
      uid
      telephone
    }
  }
`);

const SET_DOCUMENT_UPDATE_MAILS = graphql(`
  mutation SetDocumentUpdateMails($enabled: Boolean!) {
    setDocumentUpdateMails(enabled: $enabled) {
      uid
      notifyDocumentUpdates
    }
  }
`);

const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($confirmEmail: String!) {
    deleteMyAccount(confirmEmail: $confirmEmail)
  }
`);

type Notice = { tone: 'success' | 'error'; text: string } | null;

function TelephoneForm({ profile }: { profile: Profile }) {
  const id = useId();
  const [value, setValue] = useState(profile.telephone);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [update, { loading }] = useMutation(UPDATE_TELEPHONE);
  return (
    <form
      className="self-service__form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setNotice(null);
        const message = telephoneRule(value, {});
        setError(message ?? null);
        if (message) return;
        try {
          await update({ variables: { telephone: value.trim() } });
          await loadProfile(true);
          setNotice({ tone: 'success', text: '電話番号を変更しました。' });
        } catch (failure) {
          setNotice({ tone: 'error', text: describeApiFailure(failure).message });
        }
      }}
    >
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          電話番号
        </label>
        <input
          id={id}
          type="tel"
          autoComplete="tel"
          className="form-field__control"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={loading}>
        電話番号を変更する
      </button>
      {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
    </form>
  );
}

function DocumentUpdateMails({ profile }: { profile: Profile }) {
  const id = useId();
  const [set, { loading }] = useMutation(SET_DOCUMENT_UPDATE_MAILS);
  const [enabled, setEnabled] = useState(profile.notifyDocumentUpdates);
  return (
    <div className="checkbox-field__row self-service__check">
      <input
        id={id}
        type="checkbox"
        className="checkbox-field__input"
        checked={enabled}
        disabled={loading}
        onChange={async (event) => {
          const next = event.target.checked;
          setEnabled(next);
          try {
            await set({ variables: { enabled: next } });
            await loadProfile(true);
          } catch {
            setEnabled(!next);
          }
        }}
      />
      <label htmlFor={id} className="checkbox-field__label">
        ダウンロードした資料が更新されたときにメールで知らせる
      </label>
    </div>
  );
}

function Withdrawal({ email, onWithdrawn }: { email: string; onWithdrawn: () => Promise<void> }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DELETE_MY_ACCOUNT);
  const stepUp = useStepUp();
  return (
    <>
      {stepUp.prompt}
      <AlertDialog.Root onOpenChange={() => setProblem(null)}>
        <AlertDialog.Trigger className="button button--secondary self-service__danger">退会する</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="self-service__overlay" />
          <AlertDialog.Content className="self-service__dialog">
            <AlertDialog.Title>退会しますか</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div>
                <p>
                  退会すると、ログインできなくなり、会員情報（お名前・電話番号・メールアドレスなど）は消去されます。
                </p>
                <p>
                  これまでの資料請求は、掲載企業の記録として自治体名・部署名・役職のみ残ります（プライバシーポリシーのとおり）。元に戻すことはできません。
                </p>
              </div>
            </AlertDialog.Description>
            <div className="form-field">
              <label htmlFor={id} className="form-field__label">
                確認のため、ログイン中のメールアドレス（{email}）を入力してください
              </label>
              <input
                id={id}
                type="email"
                autoComplete="off"
                className="form-field__control"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            {problem ? <p role="alert">{problem}</p> : null}
            <div className="self-service__dialog-actions">
              <AlertDialog.Cancel className="button button--secondary">キャンセル</AlertDialog.Cancel>
              <button
                type="button"
                className="button button--primary self-service__danger"
                disabled={loading || typed.trim().toLowerCase() !== email.toLowerCase()}
                onClick={async () => {
                  try {
                    await stepUp.run(() => remove({ variables: { confirmEmail: typed.trim() } }));
                  } catch (failure) {
                    setProblem(describeApiFailure(failure).message);
                    return;
                  }
                  await onWithdrawn().catch(() => undefined);
                  window.location.replace(href('home'));
                }}
              >
                退会する
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** `onWithdrawn` signs the deleted account out (the route composes it from the auth feature). */
export function SelfService({
  profile,
  email,
  onWithdrawn,
}: {
  profile: Profile;
  email: string;
  onWithdrawn: () => Promise<void>;
}) {
  return (
    <section aria-labelledby="self-service-heading" className="profile-section self-service">
      <h2 id="self-service-heading" className="profile-section__heading">
        電話番号・お知らせ・退会
      </h2>
      <TelephoneForm profile={profile} />
      <DocumentUpdateMails profile={profile} />
      <h3>退会</h3>
      <p>退会の手続きはこのページからいつでもできます。</p>
      <Withdrawal email={email} onWithdrawn={onWithdrawn} />
    </section>
  );
}
