/**
 * 「フォロー」 beside the bookmark toggle (and on each shared list): a button whose pressed state
 * says whether the user follows it, and a status line that says, in words, what following means
 * (which mails will come and how often, or that that kind of mail is switched off), so nothing
 * subscribes anyone silently.
 */
import type { FollowTopic } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/auth/session';
import { failureMessage, mutate, query } from '@/lib/apollo-operations';
import { PressedToggle } from '@/components/pressed-toggle/pressed-toggle';
import { useHydrated } from '@/lib/use-hydrated';
import { FOLLOW_MUTATION, FOLLOWED_IDS_QUERY, UNFOLLOW_MUTATION } from '../api/notification-requests';

interface Props {
  topic: FollowTopic;
  topicId: string;
  title: string;
  /** The button's words: 「フォロー」 for a record, 「変更をメールで受け取る」 for a list. */
  label?: string;
}

export function FollowToggle({ topic, topicId, title, label = 'フォロー' }: Props) {
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = session.status === 'signedIn';
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    query(FOLLOWED_IDS_QUERY, { topic }).then(
      (data) => live && setOn(data.followedIds.includes(topicId)),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [signedIn, topic, topicId]);
  if (!signedIn || !hydrated) return null;
  // Drawn, disabled, until the answer comes, so the row does not move when it does.
  const loading = on === null;
  const toggle = async () => {
    setBusy(true);
    try {
      const input = { topic, topicId };
      if (on) {
        await mutate(UNFOLLOW_MUTATION, { input });
        setMessage('フォローをやめました。この変更のメールは届きません。');
      } else {
        const result = await mutate(FOLLOW_MUTATION, { input });
        setMessage(result.follow.message);
      }
      setOn(!on);
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PressedToggle
      pressed={on ?? false}
      busy={busy || loading}
      mark={on ? '✓' : '＋'}
      title={title}
      label={label}
      message={message}
      onToggle={() => void toggle()}
    />
  );
}
