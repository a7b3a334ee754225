import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import type { StartSecondFactorEnrolmentMutation } from '@/gql/graphql';
import { START_SECOND_FACTOR_ENROLMENT } from '../api/second-factor';
import { SecondFactorCodeForm } from './second-factor-code-form';

type Key = StartSecondFactorEnrolmentMutation['startSecondFactorEnrolment'];

/** The key as four-letter groups, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: a new key as a QR code and as text, the first code to confirm it, then the recovery
 * codes, shown this once.
 */
export function SecondFactorEnrolment({ onDone }: { onDone: () => void }) {
  const client = useApolloClient();
  const [key, setKey] = useState<Key | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    client
      .mutate({ mutation: START_SECOND_FACTOR_ENROLMENT })
      .then(({ data }) => {
        if (current) setKey(data?.startSecondFactorEnrolment ?? null);
      })
      .catch((error: unknown) => {
        if (current) setFailure(describeApiFailure(error).message);
      });
    return () => {
      current = false;
    };
  }, [client]);

  if (recoveryCodes) {
    return (
      <section aria-labelledby="recovery-codes-heading" className="second-factor">
        <h2 id="recovery-codes-heading">リカバリーコードを保存してください</h2>
        <FormNotice tone="info" live>
          <p>認証アプリを登録しました。</p>
        </FormNotice>
        <p>
          スマートフォンをなくしたときは、確認コードの代わりに次のコードを1つ入力するとログインできます。各コードは1回だけ使えます。
          この画面を離れると二度と表示されません。印刷するか、安全な場所に保存してください。
        </p>
        <ul className="second-factor__codes" aria-label="リカバリーコード">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={onDone}>
            保存したので続ける
          </button>
        </div>
      </section>
    );
  }

  if (failure) {
    return (
      <FormNotice tone="error" live>
        <p>{failure}</p>
      </FormNotice>
    );
  }

  return (
    <section aria-labelledby="enrol-heading" className="second-factor" aria-busy={key ? undefined : true}>
      <h2 id="enrol-heading">認証アプリを登録する</h2>
      <ol className="second-factor__steps">
        <li>スマートフォンに認証アプリ（Google Authenticator、Microsoft Authenticator など）を用意します。</li>
        <li>アプリで次の QR コードを読み取るか、鍵を手入力します。</li>
        <li>アプリに表示された6桁の確認コードを入力します。</li>
      </ol>
      <div className="second-factor__key">
        {key ? (
          <img
            className="second-factor__qr"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(key.qrSvg)}`}
            alt="認証アプリで読み取る QR コード"
            width={200}
            height={200}
          />
        ) : (
          <div className="second-factor__qr second-factor__qr--loading" aria-hidden="true" />
        )}
        <dl>
          <dt>手入力する鍵</dt>
          <dd>
            <code data-testid="second-factor-secret" data-secret={key?.secret ?? ''}>
              {key ? grouped(key.secret) : '読み込んでいます…'}
            </code>
          </dd>
          <dt>種類</dt>
          <dd>時間ベース（TOTP）、6桁、30秒</dd>
        </dl>
      </div>
      {key ? (
        <SecondFactorCodeForm
          label="認証アプリの登録の確認"
          allowRecoveryCode={false}
          submitLabel="登録する"
          onVerified={(codes) => (codes ? setRecoveryCodes(codes) : onDone())}
        />
      ) : null}
    </section>
  );
}
