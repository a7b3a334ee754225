/**
 * 活用した補助金（任意）: published grants found by keyword, added to the list or removed. The
 * operator sees the names; the case links to the grants once published.
 */
import { useApolloClient } from '@apollo/client/react';
import { CASE_LIMITS } from '@portal/shared/cases/validation';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { useFieldState } from '@/components/form/use-field-state';
import { PROPOSAL_GRANT_SEARCH_QUERY } from '../api/documents';
import type { ProposalFormValues } from '../api/proposal-values';

type Grant = ProposalFormValues['grants'][number];

export function ProposalGrantPicker() {
  const client = useApolloClient();
  const { errorId, supportId, field, message } = useFieldState<Grant[]>('grants', { support: true });
  const chosen = field.input.value || [];
  const boxId = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<(Grant & { issuer: string })[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    if (!keyword.trim()) return;
    setFailed(false);
    setSearching(true);
    try {
      const { data } = await client.query({
        query: PROPOSAL_GRANT_SEARCH_QUERY,
        variables: { criteria: { keyword: keyword.trim() } },
        fetchPolicy: 'network-only',
      });
      setFound(
        (data?.searchGrants.items ?? []).slice(0, 5).map((g) => ({ id: g.id, title: g.title, issuer: g.issuer })),
      );
    } catch {
      setFailed(true);
    } finally {
      setSearching(false);
    }
  };

  return (
    <fieldset
      className="proposal-form__group"
      aria-describedby={[supportId, message ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="form-field__label">活用した補助金・交付金（任意）</legend>
      <p id={supportId} className="form-field__support">
        導入の財源になった補助金・交付金を、掲載中のものから名前で探して追加します（{CASE_LIMITS.grants}件まで）。
      </p>
      {chosen.length > 0 ? (
        <ul className="proposal-form__chosen" aria-label="追加した補助金・交付金">
          {chosen.map((grant) => (
            <li key={grant.id}>
              <span>{grant.title || `ID ${grant.id}`}</span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => field.input.onChange(chosen.filter((g) => g.id !== grant.id))}
              >
                「{grant.title}」を外す
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={boxId}>補助金・交付金の名前やキーワード</label>
      <div className="proposal-form__search">
        <input
          id={boxId}
          className="form-field__control"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={() => void search()} aria-busy={searching}>
          {searching ? '検索しています…' : '検索'}
        </button>
      </div>
      {failed ? <p role="alert">検索できませんでした。時間をおいてもう一度お試しください。</p> : null}
      {found && found.length === 0 ? <p role="status">見つかりませんでした。別の言葉でお試しください。</p> : null}
      {found && found.length > 0 ? (
        <ul className="proposal-form__found" aria-label="補助金・交付金の検索結果">
          {found.map((grant) => {
            const taken = chosen.some((g) => g.id === grant.id);
            return (
              <li key={grant.id}>
                <span>
                  {grant.title}（{grant.issuer}）
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={taken || chosen.length >= CASE_LIMITS.grants}
                  aria-label={`「${grant.title}」を追加`}
                  onClick={() => field.input.onChange([...chosen, { id: grant.id, title: grant.title }])}
                >
                  {taken ? '追加済み' : '追加'}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
