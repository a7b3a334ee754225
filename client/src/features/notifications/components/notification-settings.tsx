/**
 * /mypage/notifications: every kind of mail the portal sends this user, what it is for and how
 * often (すぐに / 1日1回 / 週1回 / 受け取らない); the mails that always go; where mail goes (the
 * account address, a second address verified by a code, either paused after a mail server refused
 * it); and what the user follows.
 */
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { FREQUENCY_LABELS, type NotificationFrequency } from '@portal/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import {
  NOTIFICATION_SETTINGS_FIELDS,
  NOTIFICATION_SETTINGS_QUERY,
  SET_NOTIFICATION_FREQUENCY_MUTATION,
  UNFOLLOW_MUTATION,
} from '../api/notification-requests';
import { DeliveryAddresses } from './delivery-addresses';
import './notification-settings.css';

const TOPIC_LABELS: Record<string, string> = {
  grants: '補助金・交付金',
  solutions: 'ソリューション',
  cases: '導入事例',
  shortlists: '組織内共有リスト',
};

function topicHref(topic: string, id: string): string {
  if (topic === 'grants') return href('grants.show', { id });
  if (topic === 'solutions') return href('solutions.show', { id });
  if (topic === 'cases') return href('cases.show', { id });
  return href('mypage.shortlists');
}

type Follow = { topic: string; topicId: string };

/** The settings are one object per user (type policy `keyFields: []`): drop the follow from it. */
function forgetFollow(cache: ApolloCache, gone: Follow): void {
  cache.modify<Record<string, unknown>>({
    id: cache.identify({ __typename: 'NotificationSettings' }),
    fields: {
      follows: (value: unknown) =>
        (value as readonly Follow[] | undefined)?.filter((f) => f.topic !== gone.topic || f.topicId !== gone.topicId),
    },
  });
}

export function NotificationSettingsPanel() {
  const query = useQuery(NOTIFICATION_SETTINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [setFrequency] = useMutation(SET_NOTIFICATION_FREQUENCY_MUTATION);
  const [unfollow] = useMutation(UNFOLLOW_MUTATION);
  const [message, setMessage] = useState('');
  if (query.loading && !query.data) return <p aria-busy="true">メールの設定を読み込んでいます…</p>;
  if (!query.data) {
    return (
      <FormNotice tone="error">
        <p>{query.error ? describeApiFailure(query.error).message : '読み込めませんでした。'}</p>
      </FormNotice>
    );
  }
  const settings = getFragmentData(NOTIFICATION_SETTINGS_FIELDS, query.data.notificationSettings);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
    } catch (error) {
      setMessage(describeApiFailure(error).message);
    }
  };
  return (
    <div className="notification-settings">
      <p role="status" className="notification-settings__status">
        {message}
      </p>
      <section aria-labelledby="kinds-heading">
        <h2 id="kinds-heading">メールの種類と頻度</h2>
        <p>
          「1日1回」「週1回」を選ぶと、その種類のお知らせを朝8時に1通にまとめて送ります。どのメールにも、その種類だけを止めるリンクが付いています。
        </p>
        {settings.kinds.map((kind) => (
          <fieldset key={kind.kind} className="notification-kind">
            <legend className="notification-kind__label">{kind.label}</legend>
            <p className="notification-kind__description">{kind.description}</p>
            <div className="notification-kind__choices">
              {kind.frequencies.map((frequency) => (
                <label key={frequency} className="notification-kind__choice">
                  <input
                    type="radio"
                    name={`frequency-${kind.kind}`}
                    value={frequency}
                    checked={kind.frequency === frequency}
                    onChange={() =>
                      void run(
                        () => setFrequency({ variables: { kind: kind.kind, frequency } }),
                        `「${kind.label}」を「${FREQUENCY_LABELS[frequency as NotificationFrequency]}」にしました`,
                      )
                    }
                  />
                  {FREQUENCY_LABELS[frequency as NotificationFrequency]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="notification-kind">
          <p className="notification-kind__label">保存した検索条件の新着</p>
          <p className="notification-kind__description">
            検索条件ごとに、保存するときに選んだ頻度（すぐに・1日1回・週1回・送らない）で届きます。条件ごとの変更は{' '}
            <Link to={href('mypage.searches')}>保存した検索条件</Link> でできます。
          </p>
        </div>
      </section>
      <section aria-labelledby="always-heading">
        <h2 id="always-heading">設定によらず届くメール</h2>
        <ul>
          {settings.alwaysSent.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <DeliveryAddresses addresses={settings.addresses} onMessage={setMessage} />
      <section aria-labelledby="follows-heading">
        <h2 id="follows-heading">フォロー中（{settings.follows.length}件）</h2>
        {settings.follows.length === 0 ? (
          <p>
            フォロー中の掲載はありません。補助金・ソリューション・事例の詳細画面の「フォロー」、共有リストの「変更をメールで受け取る」で追加できます。
          </p>
        ) : (
          <ul className="notification-follows">
            {settings.follows.map((follow) => (
              <li key={`${follow.topic}:${follow.topicId}`} className="notification-follows__item">
                <span className="notification-follows__topic">{TOPIC_LABELS[follow.topic]}</span>
                {follow.available ? (
                  <Link to={topicHref(follow.topic, follow.topicId)}>{follow.title}</Link>
                ) : (
                  <span>{follow.title}</span>
                )}
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    void run(
                      () =>
                        unfollow({
                          variables: { input: { topic: follow.topic, topicId: follow.topicId } },
                          update: (cache) => forgetFollow(cache, follow),
                        }),
                      `「${follow.title}」のフォローをやめました`,
                    )
                  }
                >
                  <span className="visually-hidden">「{follow.title}」の</span>フォローをやめる
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
