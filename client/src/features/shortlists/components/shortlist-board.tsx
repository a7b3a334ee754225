/**
 * /mypage/shortlists: the municipality's shared lists and a form to create one; every state
 * (loading, municipality not confirmed yet, refused with the server's reason, failure, empty,
 * lists) shown. The lists are asked for only once the server confirms the municipality.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { validateKeptName } from '@portal/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { addToRootList } from '@/lib/cache-updates';
import { CREATE_SHORTLIST_MUTATION, MY_MUNICIPALITY_QUERY, SHORTLISTS_QUERY } from '../api/shortlist-requests';
import { MembershipNotice } from './membership-notice';
import { ShortlistPanel, type RequestableSolution } from './shortlist-panel';
import '@/components/boards/kept-list.css';
import './shortlist-board.css';

export function ShortlistBoard({
  onRequestSolutions,
  listActions,
  listRequests,
}: {
  onRequestSolutions(solutions: RequestableSolution[]): void;
  listActions?: (list: { id: string; name: string }) => ReactNode;
  listRequests?: (list: { id: string; name: string }) => ReactNode;
}) {
  const membership = useQuery(MY_MUNICIPALITY_QUERY, { fetchPolicy: 'cache-and-network' });
  const mine = membership.data?.myMunicipality;
  const query = useQuery(SHORTLISTS_QUERY, { fetchPolicy: 'cache-and-network', skip: mine?.state !== 'confirmed' });
  const [create, creating] = useMutation(CREATE_SHORTLIST_MUTATION);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState('');
  const nameId = useId();
  const error = touched ? validateKeptName(name, 'リスト名') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateKeptName(name, 'リスト名')) return;
    try {
      // Newest first, as the server lists them.
      await create({
        variables: { name },
        update: (cache, { data }) => {
          if (data) addToRootList(cache, 'shortlists', data.createShortlist, 'start');
        },
      });
      setName('');
      setTouched(false);
      setMessage(`「${name.trim()}」を作成しました`);
    } catch (failure) {
      setMessage(describeApiFailure(failure).message);
    }
  };
  const failure =
    (membership.error && !mine) || (query.error && !query.data) ? (membership.error ?? query.error) : null;
  if (failure) {
    return (
      <FormNotice tone="error">
        <p>{describeApiFailure(failure).message}</p>
      </FormNotice>
    );
  }
  if (!mine || (query.loading && !query.data)) return <p aria-busy="true">共有リストを読み込んでいます…</p>;
  if (mine.state !== 'confirmed' || !mine.municipality) {
    return <MembershipNotice state={mine.state} organization={mine.organization} />;
  }
  const lists = query.data?.shortlists ?? [];
  return (
    <>
      <p>
        {mine.municipality.name}
        の職員（所属自治体の確認が済んだ方）だけが見られ、誰でも追加・編集できます。変更はすべて記録されます。
      </p>
      <form className="shortlist-create" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={nameId}>新しいリストの名前</label>
        <div className="shortlist-create__row">
          <input
            id={nameId}
            value={name}
            maxLength={60}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={creating.loading}>
            リストを作成
          </button>
        </div>
        {error && (
          <p id={`${nameId}-error`} className="field-error">
            {error}
          </p>
        )}
        <p role="status">{message}</p>
      </form>
      {lists.length === 0 ? (
        <p>まだ共有リストはありません。</p>
      ) : (
        lists.map((list) => (
          <ShortlistPanel
            key={list.id}
            shortlist={list}
            onRequestSolutions={onRequestSolutions}
            listActions={listActions}
            listRequests={listRequests}
          />
        ))
      )}
    </>
  );
}
