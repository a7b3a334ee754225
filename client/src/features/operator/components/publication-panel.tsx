/**
 * A record's publication: its state, and the steps it may take from there — publish now, schedule
 * for a Japan date and time (checked with the shared rule before it is sent), withdraw with a
 * required reason (kept in the audit log and the history). Publishing is offered only when the
 * saved record meets every rule; what is missing is listed instead.
 */
import { PUBLICATION_LABELS, validateSchedule, type PublicationState } from '@portal/shared/editorial/publication';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FieldError } from '@/components/form/field-error';
import { FormNotice } from '@/components/form/form-notice';
import { RequiredBadge } from '@/components/form/required-badge';
import { describeApiFailure } from '@/components/form/server-errors';
import { formatDateTime } from '@/lib/date-time';
import { ConfirmDialog } from './confirm-dialog';
import './editorial.css';

export interface PublicationPanelProps {
  /** 「補助金・交付金」「導入事例」 */
  noun: string;
  status: PublicationState;
  publishedAt: string;
  withdrawnReason: string | null;
  /** Messages of the rules the saved record does not meet yet. */
  missing: readonly string[];
  previewHref: string;
  historyHref: string;
  onPublish(): Promise<unknown>;
  onSchedule(date: string, time: string): Promise<unknown>;
  onWithdraw(reason: string): Promise<unknown>;
}

function stateText(props: PublicationPanelProps): string {
  const at = formatDateTime(props.publishedAt);
  switch (props.status) {
    case 'published':
      return `公開中です（${at} 公開）。保存した変更は直ちに公開画面と検索に反映されます。`;
    case 'scheduled':
      return `${at} に公開される予定です。それまでは公開画面にも検索にも表示されません。`;
    case 'withdrawn':
      return `公開を停止しています。理由: ${props.withdrawnReason ?? '—'}`;
    default:
      return '下書きです。運営者以外には表示されません。';
  }
}

export function PublicationPanel(props: PublicationPanelProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const canPublish = props.status !== 'published' && props.missing.length === 0;
  const canWithdraw = props.status === 'published' || props.status === 'scheduled';

  async function schedule(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    const found = validateSchedule(date, time, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await props.onSchedule(date, time);
      setNotice({ tone: 'success', text: `${date} ${time} に公開を予約しました。` });
      setDate('');
      setTime('');
    } catch (failure) {
      const described = describeApiFailure(failure);
      setErrors(described.fields);
      if (Object.keys(described.fields).length === 0) setNotice({ tone: 'error', text: described.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="publication-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="publication-panel__title">
        公開状態：
        <span className={`publication-state publication-state--${props.status}`}>
          {PUBLICATION_LABELS[props.status]}
        </span>
      </h2>
      <p>{stateText(props)}</p>
      <p className="publication-panel__links">
        <Link to={props.previewHref}>プレビュー（公開画面での表示）</Link>
        <Link to={props.historyHref}>変更履歴</Link>
      </p>
      {notice ? (
        <FormNotice tone={notice.tone}>
          <p>{notice.text}</p>
        </FormNotice>
      ) : null}
      {props.status !== 'published' && props.missing.length > 0 ? (
        <div className="publication-panel__missing" id={`${id}-missing`}>
          <p>公開するには、次の項目を入力して保存してください。</p>
          <ul>
            {props.missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="publication-panel__actions">
        {props.status !== 'published' ? (
          <ConfirmDialog
            trigger="今すぐ公開する"
            triggerTone="primary"
            disabled={!canPublish}
            title={`この${props.noun}を今すぐ公開しますか`}
            description={<p>公開画面と検索に直ちに表示されます（ほかのサーバーにも数秒で反映されます）。</p>}
            confirmLabel="公開する"
            onConfirm={() => props.onPublish().then(() => setNotice({ tone: 'success', text: '公開しました。' }))}
          />
        ) : null}
        {canWithdraw ? (
          <ConfirmDialog
            trigger="公開を停止する"
            triggerTone="danger"
            title={`この${props.noun}の公開を停止しますか`}
            description={<p>公開画面と検索から直ちに外れます。理由は監査ログと変更履歴に残ります。</p>}
            reasonLabel="公開停止の理由"
            confirmLabel="公開を停止する"
            onConfirm={(reason) =>
              props.onWithdraw(reason).then(() => setNotice({ tone: 'success', text: '公開を停止しました。' }))
            }
          />
        ) : null}
      </div>
      {props.status !== 'published' ? (
        <form className="publication-panel__schedule" aria-label="公開の予約" noValidate onSubmit={schedule}>
          <h3>公開を予約する（日本時間）</h3>
          <div className="editorial-form__pair">
            <div className="form-field form-field--short">
              <label htmlFor={`${id}-date`} className="form-field__label">
                公開日
                <RequiredBadge />
              </label>
              <input
                id={`${id}-date`}
                type="date"
                className="form-field__control"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? `${id}-date-error` : undefined}
              />
              <FieldError id={`${id}-date-error`} message={errors.date} />
            </div>
            <div className="form-field form-field--short">
              <label htmlFor={`${id}-time`} className="form-field__label">
                公開時刻
                <RequiredBadge />
              </label>
              <input
                id={`${id}-time`}
                type="time"
                className="form-field__control"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={errors.time ? `${id}-time-error` : undefined}
              />
              <FieldError id={`${id}-time-error`} message={errors.time} />
            </div>
          </div>
          <button
            type="submit"
            className="button button--secondary"
            disabled={busy || props.missing.length > 0}
            aria-busy={busy}
            aria-describedby={props.missing.length > 0 ? `${id}-missing` : undefined}
          >
            {busy ? '予約しています…' : '公開を予約する'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
