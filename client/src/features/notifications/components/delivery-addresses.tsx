/**
 * Where notification mails go: the account's address and an optional second one (an LGWAN
 * mailbox), which receives text-only copies once the six-digit code mailed to it is entered.
 * An address a mail server refused is shown as paused, with the reason and a way to resume.
 */
import { useMutation } from '@apollo/client/react';
import { deliveryAddressError, deliveryCodeError } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { formatDate } from '@/components/detail/detail-parts';
import { describeApiFailure } from '@/components/form/server-errors';
import {
  ADD_DELIVERY_ADDRESS_MUTATION,
  REMOVE_DELIVERY_ADDRESS_MUTATION,
  RESUME_DELIVERY_ADDRESS_MUTATION,
  VERIFY_DELIVERY_ADDRESS_MUTATION,
} from '../api/notification-requests';

interface Address {
  address: string;
  role: string;
  verified: boolean;
  pausedAt?: unknown;
  pauseReason?: string | null;
}

export function DeliveryAddresses({
  addresses,
  onMessage,
}: {
  addresses: readonly Address[];
  onMessage(message: string): void;
}) {
  // Each mutation answers with the whole settings, which replace the shown ones in the cache.
  const [add] = useMutation(ADD_DELIVERY_ADDRESS_MUTATION);
  const [verify] = useMutation(VERIFY_DELIVERY_ADDRESS_MUTATION);
  const [remove] = useMutation(REMOVE_DELIVERY_ADDRESS_MUTATION);
  const [resume] = useMutation(RESUME_DELIVERY_ADDRESS_MUTATION);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const second = addresses.find((a) => a.role === 'second');
  const submit = async (event: FormEvent, action: () => Promise<unknown>, done: string, check: string | undefined) => {
    event.preventDefault();
    if (check) {
      setError(check);
      return;
    }
    try {
      await action();
      setError('');
      onMessage(done);
    } catch (failure) {
      setError(describeApiFailure(failure).message);
    }
  };
  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">配信先</h2>
      <ul className="notification-addresses">
        {addresses.map((a) => (
          <li key={a.role} className="notification-addresses__item">
            <span className="notification-addresses__role">
              {a.role === 'primary' ? 'ログインに使うアドレス' : '追加の配信先'}
            </span>
            <span className="notification-addresses__address">{a.address}</span>
            <span>{a.verified ? '' : '（確認コードの入力待ち。入力するまで何も届きません）'}</span>
            {a.pausedAt ? (
              <span className="notification-addresses__paused" role="note">
                メールサーバーに受け取りを拒否されたため、{formatDate(a.pausedAt as string)}
                から配信を止めています（{a.pauseReason}）。
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void resume({ variables: { address: a.address } }).then(
                      () => onMessage(`${a.address} への配信を再開しました`),
                      (failure: unknown) => onMessage(describeApiFailure(failure).message),
                    )
                  }
                >
                  配信を再開する
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        追加の配信先（LGWAN
        のアドレスなど）には、お知らせメールの写しが同じ内容のテキストだけで届きます。リンクを開けない端末でも読めるよう、締切・金額・掲載のアドレスは本文に書いてあります。
      </p>
      {!second ? (
        <form
          noValidate
          onSubmit={(event) =>
            void submit(
              event,
              () => add({ variables: { address: address.trim() } }),
              `${address.trim()} に確認コードを送りました`,
              deliveryAddressError(address),
            )
          }
        >
          <label htmlFor="second-address">追加の配信先アドレス</label>
          <input
            id="second-address"
            type="email"
            autoComplete="email"
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'address-error' : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            確認コードを送る
          </button>
        </form>
      ) : !second.verified ? (
        <form
          noValidate
          onSubmit={(event) =>
            void submit(
              event,
              () => verify({ variables: { code: code.trim() } }),
              `${second.address} を配信先にしました`,
              deliveryCodeError(code),
            )
          }
        >
          <label htmlFor="second-code">{second.address} に届いた確認コード（6桁）</label>
          <input
            id="second-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'address-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            確認する
          </button>
        </form>
      ) : null}
      {error ? (
        <p id="address-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {second ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            void remove().then(
              () => onMessage('追加の配信先を削除しました'),
              (failure: unknown) => onMessage(describeApiFailure(failure).message),
            )
          }
        >
          追加の配信先を削除する
        </button>
      ) : null}
    </section>
  );
}
