/**
 * The listing's links: the grants it is eligible for, each with a note on the 対象経費
 * it fits, and the cases that used it. Picked from published records by keyword; like the rest
 * of the listing they go to review and are public only once an operator publishes them.
 */
import { useApolloClient } from '@apollo/client/react';
import { LINK_NOTE_MAX, MAX_CASE_LINKS, MAX_GRANT_LINKS, linkNoteError } from '@portal/shared';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { useFieldState } from '@/components/form/use-field-state';
import { LINK_CASE_SEARCH_QUERY, LINK_GRANT_SEARCH_QUERY } from '../api/documents';
import type { CaseLinkValue, GrantLinkValue } from '../api/listing-values';

interface Found {
  id: string;
  title: string;
  detail: string;
  /** Why it cannot be added (a case another listing names), if so. */
  unavailable?: string;
}

/** A keyword box and up to five published records to add. */
function Picker({
  label,
  search,
  onPick,
  taken,
}: {
  label: string;
  search(keyword: string): Promise<Found[]>;
  onPick(found: Found): void;
  taken: ReadonlySet<string>;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setFailed(false);
    try {
      setFound(await search(keyword));
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="link-picker">
      <label htmlFor={id}>{label}</label>
      <div className="link-picker__row">
        <input
          id={id}
          className="form-field__control"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void run();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={() => void run()}>
          検索
        </button>
      </div>
      {failed ? <p role="alert">検索できませんでした。もう一度お試しください。</p> : null}
      {found && found.length === 0 ? <p role="status">見つかりませんでした。</p> : null}
      {found && found.length > 0 ? (
        <ul className="link-picker__results" aria-label={`${label}の結果`}>
          {found.map((item) => (
            <li key={item.id}>
              <span>
                {item.title}（{item.detail}）
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={taken.has(item.id) || Boolean(item.unavailable)}
                aria-label={`「${item.title}」を追加`}
                onClick={() => onPick(item)}
              >
                {taken.has(item.id) ? '追加済み' : (item.unavailable ?? '追加')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function LinkFields() {
  const client = useApolloClient();
  const grants = useFieldState<GrantLinkValue[]>('grantLinks');
  const cases = useFieldState<CaseLinkValue[]>('caseLinks');
  const grantLinks = grants.field.input.value || [];
  const caseLinks = cases.field.input.value || [];
  const setGrants = (next: GrantLinkValue[]) => grants.field.input.onChange(next);
  const setCases = (next: CaseLinkValue[]) => cases.field.input.onChange(next);
  const noteId = useId();

  const searchGrants = async (keyword: string) => {
    const { data } = await client.query({
      query: LINK_GRANT_SEARCH_QUERY,
      variables: { criteria: { keyword } },
      fetchPolicy: 'network-only',
    });
    return (data?.searchGrants.items ?? []).slice(0, 5).map((g) => ({ id: g.id, title: g.title, detail: g.issuer }));
  };
  const searchCases = async (keyword: string) => {
    const { data } = await client.query({
      query: LINK_CASE_SEARCH_QUERY,
      variables: { criteria: { keyword } },
      fetchPolicy: 'network-only',
    });
    return (data?.searchCases.items ?? []).slice(0, 5).map((c) => ({
      id: c.id,
      title: c.title,
      detail: c.organizationName,
      // Cases this listing names are in the list already; the others name another listing.
      unavailable: c.hasSolution && !caseLinks.some((link) => link.caseId === c.id) ? '登録済みの事例' : undefined,
    }));
  };

  return (
    <>
      <fieldset className="list-field" aria-describedby={grants.message ? grants.errorId : undefined}>
        <legend className="form-field__label">活用できる補助金・交付金</legend>
        <p className="form-field__support">
          このソリューションが対象となる補助金・交付金と、当てはまる対象経費（{LINK_NOTE_MAX}文字以内）。
          {MAX_GRANT_LINKS}件まで。承認されるとソリューションと補助金の両方のページに表示されます。
        </p>
        {grantLinks.map((link, index) => {
          const error = linkNoteError(link.note);
          return (
            <div key={link.grantId} className="link-row">
              <p className="link-row__title">{link.title}</p>
              <label htmlFor={`${noteId}-${index}`}>対象経費のメモ（{link.title}）</label>
              <input
                id={`${noteId}-${index}`}
                className="form-field__control"
                value={link.note}
                maxLength={LINK_NOTE_MAX * 2}
                aria-invalid={error && link.note !== '' ? true : undefined}
                onChange={(event) =>
                  setGrants(grantLinks.map((g, i) => (i === index ? { ...g, note: event.target.value } : g)))
                }
              />
              <button
                type="button"
                className="button button--secondary"
                aria-label={`「${link.title}」を外す`}
                onClick={() => setGrants(grantLinks.filter((_, i) => i !== index))}
              >
                外す
              </button>
            </div>
          );
        })}
        {grantLinks.length < MAX_GRANT_LINKS ? (
          <Picker
            label="補助金・交付金を検索"
            search={searchGrants}
            taken={new Set(grantLinks.map((g) => g.grantId))}
            onPick={(found) => setGrants([...grantLinks, { grantId: found.id, title: found.title, note: '' }])}
          />
        ) : null}
        <FieldError id={grants.errorId} message={grants.message} />
      </fieldset>
      <fieldset className="list-field" aria-describedby={cases.message ? cases.errorId : undefined}>
        <legend className="form-field__label">導入事例</legend>
        <p className="form-field__support">
          このソリューションを導入した自治体の事例（{MAX_CASE_LINKS}
          件まで）。ほかのソリューションの事例として登録済みのものは選べません。
        </p>
        {caseLinks.length > 0 ? (
          <ul className="link-list">
            {caseLinks.map((link, index) => (
              <li key={link.caseId}>
                <span>{link.title}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`「${link.title}」を外す`}
                  onClick={() => setCases(caseLinks.filter((_, i) => i !== index))}
                >
                  外す
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Picker
          label="導入事例を検索"
          search={searchCases}
          taken={new Set(caseLinks.map((c) => c.caseId))}
          onPick={(found) => setCases([...caseLinks, { caseId: found.id, title: found.title }])}
        />
        <FieldError id={cases.errorId} message={cases.message} />
      </fieldset>
    </>
  );
}

/** The notes' errors for the form's validation (the server checks the ids). */
export function linkErrors(grantLinks: readonly GrantLinkValue[] | undefined): Record<string, string> {
  const message = (grantLinks ?? []).map((link) => linkNoteError(link.note)).find(Boolean);
  return message ? { grantLinks: message } : {};
}
