/** One inquiry in the console: what was asked, its status, a reply and a status change. */
import { useMutation } from '@apollo/client/react';
import { operatorInquiryTypeLabel } from '@portal/shared';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/date-time';
import { REPLY_TO_INQUIRY_MUTATION, SET_INQUIRY_STATUS_MUTATION } from '../api/documents';
import { INQUIRY_STATUS_LABELS } from '../inquiry-status';
import { ConfirmDialog } from './confirm-dialog';

export interface InquiryItemData {
  uid: string;
  status: string;
  inquiryType: string;
  name: string;
  organization: string;
  email: string;
  telephone: string;
  body: string;
  fromMember: boolean;
  createdAt: string | Date;
  repliedAt?: string | Date | null;
}

export function InquiryItem({
  inquiry,
  onDone,
}: {
  inquiry: InquiryItemData;
  /** After a reply or a change of status; `status` is the inquiry's status now. */
  onDone(text: string, status: string): void;
}) {
  const [reply] = useMutation(REPLY_TO_INQUIRY_MUTATION);
  const [setStatus] = useMutation(SET_INQUIRY_STATUS_MUTATION);
  const [body, setBody] = useState('');
  const replyId = useId();
  const status = INQUIRY_STATUS_LABELS[inquiry.status] ?? inquiry.status;
  return (
    <section className="console-item" aria-label={`受付番号 ${inquiry.uid}`}>
      <h2>
        受付番号 {inquiry.uid}（{status}）
      </h2>
      <dl>
        <dt>種別</dt>
        <dd>{operatorInquiryTypeLabel(inquiry.inquiryType)}</dd>
        <dt>お名前</dt>
        <dd>
          {inquiry.name}（{inquiry.organization}）{inquiry.fromMember ? '・会員' : '・会員登録なし'}
        </dd>
        <dt>連絡先</dt>
        <dd>
          {inquiry.email} ／ {inquiry.telephone}
        </dd>
        <dt>受付日時</dt>
        <dd>{formatDateTime(inquiry.createdAt)}</dd>
        <dt>最後の返信</dt>
        <dd>{formatDateTime(inquiry.repliedAt)}</dd>
      </dl>
      <p className="console-body">{inquiry.body}</p>
      <div className="form-field">
        <label htmlFor={replyId} className="form-field__label">
          返信の本文
        </label>
        <textarea
          id={replyId}
          className="form-field__control"
          rows={5}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <div className="console-actions">
        <ConfirmDialog
          trigger="返信を送る"
          triggerTone="primary"
          disabled={!body.trim()}
          title={`受付番号 ${inquiry.uid} に返信しますか`}
          description={
            <>
              <p>{inquiry.email} へ次の本文をメールで送り、対応状況を「対応中」にします。</p>
              <p className="console-body">{body}</p>
            </>
          }
          confirmLabel="返信を送る"
          onConfirm={() =>
            reply({ variables: { uid: inquiry.uid, body } }).then(({ data }) => {
              setBody('');
              onDone(`受付番号 ${inquiry.uid} に返信しました。`, data?.replyToInquiry.status ?? inquiry.status);
            })
          }
        />
        {Object.entries(INQUIRY_STATUS_LABELS)
          .filter(([value]) => value !== inquiry.status)
          .map(([value, label]) => (
            <ConfirmDialog
              key={value}
              trigger={`「${label}」にする`}
              title={`受付番号 ${inquiry.uid} を「${label}」にしますか`}
              description={<p>変更は監査ログに残ります。</p>}
              confirmLabel={`「${label}」にする`}
              onConfirm={() =>
                setStatus({ variables: { uid: inquiry.uid, status: value, note: null } }).then(() =>
                  onDone(`受付番号 ${inquiry.uid} を「${label}」にしました。`, value),
                )
              }
            />
          ))}
      </div>
    </section>
  );
}
