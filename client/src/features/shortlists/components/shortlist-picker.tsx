/**
 * 「共有リストに追加」 on a detail screen: the municipality's shared lists in a select and an add
 * button, with the outcome announced. Shown only to municipal staff (the server refuses anyone
 * else `myMunicipality`, and they see nothing); staff whose municipality is not confirmed yet are
 * told what unlocks the lists. The screen reads what to offer (hooks/use-shortlist-choice) and
 * draws this with the record: while the names are still coming, the select and the button are
 * already there, disabled, so nothing below them moves when they arrive.
 */
import type { Section } from '@portal/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { failureMessage, mutate } from '@/lib/apollo-operations';
import { ADD_SHORTLIST_ENTRY_MUTATION } from '../api/shortlist-requests';
import type { ShortlistChoice } from '../hooks/use-shortlist-choice';
import './shortlist-picker.css';

interface Props {
  section: Section;
  recordId: string;
  choice: ShortlistChoice;
}

export function ShortlistPicker({ section, recordId, choice }: Props) {
  const [picked, setPicked] = useState('');
  /** Lists this record was added to on this screen (the names were read before). */
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  if (choice.state === 'unconfirmed') {
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
  if (choice.state !== 'confirmed') return null;
  const lists = choice.lists?.map((l) => ({
    id: l.id,
    name: l.name,
    has: added.has(l.id) || l.entries.some((e) => e.section === section && e.recordId === recordId),
  }));
  if (lists?.length === 0) {
    return (
      <p className="shortlist-picker">
        <span>
          <Link to={href('mypage.shortlists')}>共有リストを作成</Link>すると、同じ自治体の職員とこの掲載を検討できます。
        </span>
      </p>
    );
  }
  const chosen = picked || (lists?.find((l) => !l.has)?.id ?? lists?.[0]?.id ?? '');
  const add = async () => {
    setBusy(true);
    try {
      await mutate(ADD_SHORTLIST_ENTRY_MUTATION, { input: { shortlistId: chosen, section, recordId } });
      setAdded(new Set(added).add(chosen));
      setMessage(`「${lists?.find((l) => l.id === chosen)?.name ?? ''}」に追加しました`);
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="shortlist-picker" aria-busy={lists ? undefined : true}>
      <label htmlFor={selectId}>共有リスト</label>
      <select id={selectId} value={chosen} disabled={!lists} onChange={(event) => setPicked(event.target.value)}>
        {lists ? (
          lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.has ? '（追加済み）' : ''}
            </option>
          ))
        ) : (
          <option value="">読み込み中…</option>
        )}
      </select>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || !lists || !chosen}
        onClick={() => void add()}
      >
        共有リストに追加
      </button>
      <span role="status" className="shortlist-picker__status">
        {message}
      </span>
    </div>
  );
}
