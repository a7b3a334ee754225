/**
 * 「共有リストに追加」 on a detail screen: the municipality's shared lists in a select and an add
 * button, with the outcome announced. Shown only to municipal staff (the server refuses anyone
 * else `myMunicipality`, and they see nothing); staff whose municipality is not confirmed yet are
 * told what unlocks the lists.
 */
import type { Section } from '@portal/shared';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { failureMessage, sendMutation } from '@/lib/graphql-mutation';
import { requestQuery } from '@/lib/graphql-request';
import { ADD_SHORTLIST_ENTRY_MUTATION, MY_MUNICIPALITY_QUERY, SHORTLIST_NAMES_QUERY } from '../api/shortlist-requests';
import './shortlist-picker.css';

interface ListName {
  id: string;
  name: string;
  has: boolean;
}

export function ShortlistPicker({ section, recordId }: { section: Section; recordId: string }) {
  const [lists, setLists] = useState<ListName[] | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    const controller = new AbortController();
    requestQuery(MY_MUNICIPALITY_QUERY, {}, controller.signal)
      .then(async (mine) => {
        if (mine.myMunicipality.state !== 'confirmed') {
          setUnconfirmed(true);
          return;
        }
        const data = await requestQuery(SHORTLIST_NAMES_QUERY, {}, controller.signal);
        const names = data.shortlists.map((l) => ({
          id: l.id,
          name: l.name,
          has: l.entries.some((e) => e.section === section && e.recordId === recordId),
        }));
        setLists(names);
        setChosen(names.find((l) => !l.has)?.id ?? names[0]?.id ?? '');
      })
      .catch(() => setLists(null));
    return () => controller.abort();
  }, [section, recordId]);

  if (unconfirmed) {
    // One child: the picker's row is a flex box, whose gap would space out the sentence.
    return (
      <p className="shortlist-picker">
        <span>
          所属自治体の確認が済むと、同じ自治体の職員と<Link to={href('mypage.shortlists')}>共有リスト</Link>
          でこの掲載を検討できます。
        </span>
      </p>
    );
  }
  if (!lists) return null;
  if (lists.length === 0) {
    return (
      <p className="shortlist-picker">
        <span>
          <Link to={href('mypage.shortlists')}>共有リストを作成</Link>すると、同じ自治体の職員とこの掲載を検討できます。
        </span>
      </p>
    );
  }
  const add = async () => {
    setBusy(true);
    try {
      await sendMutation(ADD_SHORTLIST_ENTRY_MUTATION, { input: { shortlistId: chosen, section, recordId } });
      setLists(lists.map((l) => (l.id === chosen ? { ...l, has: true } : l)));
      setMessage(`「${lists.find((l) => l.id === chosen)?.name ?? ''}」に追加しました`);
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="shortlist-picker">
      <label htmlFor={selectId}>共有リスト</label>
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
            {l.has ? '（追加済み）' : ''}
          </option>
        ))}
      </select>
      <button type="button" className="button button--secondary" disabled={busy || !chosen} onClick={() => void add()}>
        共有リストに追加
      </button>
      <span role="status" className="shortlist-picker__status">
        {message}
      </span>
    </div>
  );
}
