/**
 * 「この条件を保存」 on a results page: a disclosure with the name and the alert choice; the
 * criteria are the page's query string as the URL holds it (without the page number). Results
 * pages paint without Apollo Client (config/routes.ts `withoutApollo`), which the save loads
 * (lib/apollo-operations).
 */
import { SECTION_LABELS, type AlertFrequency, type Section, validateKeptName } from '@portal/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { href } from '@/config/routes';
import { useSession } from '@/lib/auth/session';
import { failureMessage, mutate } from '@/lib/apollo-operations';
import { useHydrated } from '@/lib/use-hydrated';
import { SAVE_SEARCH_MUTATION } from '../api/saved-search-requests';
import { AlertChoice } from './alert-choice';
import './save-search-control.css';

/** The results page's query string as a saved search keeps it: without `?` and the page number. */
function savableQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

export function SaveSearchControl({ section }: { section: Section }) {
  const session = useSession();
  const hydrated = useHydrated();
  const location = useLocation();
  const query = savableQuery(location.search);
  const keyword = new URLSearchParams(location.search).get('keyword')?.trim();
  const suggestedName = (
    keyword ? `${keyword}（${SECTION_LABELS[section]}）` : `${SECTION_LABELS[section]}の検索条件`
  ).slice(0, 50);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [alert, setAlert] = useState<AlertFrequency | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const nameError = submitted ? validateKeptName(name, '名前') : undefined;
  const alertError = submitted && !alert ? 'メールを送るかどうかを選んでください' : undefined;
  // A prerendered page (/grants, /cases) is the same for everyone until hydrated.
  if (!hydrated || session.status !== 'signedIn') return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateKeptName(name, '名前') || !alert) return;
    setSaving(true);
    try {
      await mutate(SAVE_SEARCH_MUTATION, { input: { section, name, query, alert } });
      setOutcome({ ok: true, text: '検索条件を保存しました。' });
      setOpen(false);
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => {
          setOpen(!open);
          setName(suggestedName);
          setOutcome(null);
        }}
      >
        この条件を保存
      </button>
      <p role="status" className="save-search__status">
        {outcome?.text}
        {outcome?.ok && (
          <>
            {' '}
            <Link to={href('mypage.searches')}>保存した検索条件を見る</Link>
          </>
        )}
      </p>
      {open && (
        <form id={`${id}-form`} className="save-search__form" noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}-name`}>名前</label>
          <input
            id={`${id}-name`}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameError && (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          )}
          <AlertChoice name={`${id}-alert`} value={alert} error={alertError} onChange={setAlert} />
          <div>
            <button type="submit" className="button button--primary" disabled={saving}>
              保存する
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
