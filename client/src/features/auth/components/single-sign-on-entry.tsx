import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { SINGLE_SIGN_ON_PROVIDERS, SINGLE_SIGN_ON_REFUSALS, singleSignOnStart } from '../api/single-sign-on';

/**
 * 「所属自治体のアカウントでログイン」: the municipality is chosen from those that offer single sign-on,
 * or found from the address (its domain) the user types; the browser then goes to that IdP.
 */
export function SingleSignOnEntry({ refusal }: { refusal: string | null }) {
  const providers = useQuery(SINGLE_SIGN_ON_PROVIDERS);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const addressId = useId();
  const list = providers.data?.singleSignOnProviders ?? [];
  if (!providers.loading && list.length === 0 && !refusal) return null;

  const go = (code: string) => window.location.assign(singleSignOnStart(code));
  return (
    <section className="auth-section single-sign-on" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`} className="single-sign-on__title">
        所属自治体のアカウントでログイン
      </h2>
      {refusal ? (
        <FormNotice tone="error" live>
          <p>{SINGLE_SIGN_ON_REFUSALS[refusal] ?? SINGLE_SIGN_ON_REFUSALS.unavailable}</p>
        </FormNotice>
      ) : null}
      <p>所属自治体がシングルサインオンを導入している場合は、庁内のアカウントでログインできます。</p>
      <form
        className="form"
        aria-label="所属自治体のアカウントでログイン"
        onSubmit={(event) => {
          event.preventDefault();
          const domain = address.trim().toLowerCase().split('@').pop() ?? '';
          const found = list.find((p) => p.allowedDomains.includes(domain));
          if (!found) {
            setProblem('このメールアドレスのドメインでシングルサインオンを利用している自治体は見つかりません。');
            return;
          }
          go(found.municipalityCode);
        }}
      >
        <div className="form-field">
          <label htmlFor={addressId} className="form-field__label">
            メールアドレス（またはドメイン）
          </label>
          <input
            id={addressId}
            className="form-field__control"
            type="text"
            inputMode="email"
            autoComplete="username"
            value={address}
            aria-describedby={problem ? `${addressId}-error` : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={`${addressId}-error`} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--secondary">
            所属自治体のアカウントでログイン
          </button>
        </div>
      </form>
      {list.length > 0 ? (
        <form
          className="form"
          aria-label="自治体を選んでログイン"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) go(chosen);
          }}
        >
          <div className="form-field">
            <label htmlFor={selectId} className="form-field__label">
              または自治体を選ぶ
            </label>
            <select
              id={selectId}
              className="form-field__control"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">選択してください</option>
              {list.map((p) => (
                <option key={p.municipalityCode} value={p.municipalityCode}>
                  {p.municipalityName}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--secondary" disabled={!chosen}>
              選んだ自治体のアカウントでログイン
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
