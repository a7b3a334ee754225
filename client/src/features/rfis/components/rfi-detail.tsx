/**
 * One request as its municipality reads it: the facts and questions (the preview of a draft, with
 * 「送信する」), who was asked and who answered, 質疑回答, each vendor's submitted answer, the
 * comparison and, once closed, the outcome with the record locked.
 */
import { useMutation } from '@apollo/client/react';
import {
  RFI_KIND_LABELS,
  RFI_OUTCOME_LABELS,
  RFI_QUESTION_KIND_LABELS,
  RFI_STATUS_LABELS,
  yen,
} from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import type { RfiFieldsFragment } from '@/gql/graphql';
import { ALLOW_LATE_RFI_ANSWER, SEND_RFI } from '../api/rfi-queries';
import { downloadRfiFile } from '../api/rfi-files';
import { answerText, jstMinute } from '../format';
import { RfiClarifications } from './rfi-clarifications';
import { RfiCloseForm } from './rfi-close-form';
import { RfiComparison } from './rfi-comparison';
import './rfi.css';

function FileLink({ path, name }: { path: string; name: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setError(null);
          downloadRfiFile(path, name).catch((failure: Error) => setError(failure.message));
        }}
      >
        {name}をダウンロード
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </>
  );
}

export function RfiDetail({ rfi }: { rfi: RfiFieldsFragment }) {
  const [send, sending] = useMutation(SEND_RFI);
  const [allowLate] = useMutation(ALLOW_LATE_RFI_ANSWER);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(describeApiFailure(error).message);
    }
  };
  // Read once per mount: the button appears on the next visit after the deadline passes.
  const [openedAt] = useState(() => Date.now());
  const deadlinePassed = new Date(rfi.deadline).getTime() < openedAt;
  return (
    <div>
      {rfi.status === 'closed' ? (
        <div className="rfi-locked rfi-section" role="status">
          <p>
            <strong>この依頼は終了しています（読み取り専用）。</strong>
          </p>
          <p>
            結果: {rfi.outcome ? RFI_OUTCOME_LABELS[rfi.outcome] : ''}
            {rfi.outcomeCompanyName ? `（${rfi.outcomeCompanyName}）` : ''}
            {rfi.outcomeAmount != null ? ` ${yen(rfi.outcomeAmount)}` : ''}
          </p>
          <p>理由: {rfi.outcomeReason}</p>
          <p>終了日時: {jstMinute(rfi.closedAt)}</p>
        </div>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <dl className="rfi-facts rfi-section">
        <dt>状態</dt>
        <dd>{RFI_STATUS_LABELS[rfi.status]}</dd>
        <dt>種別</dt>
        <dd>{RFI_KIND_LABELS[rfi.kind as 'rfi' | 'rfq']}</dd>
        <dt>依頼元</dt>
        <dd>
          {rfi.organization} {rfi.contactName}
        </dd>
        <dt>回答期限</dt>
        <dd>{jstMinute(rfi.deadline)}（日本時間）</dd>
        <dt>送信日時</dt>
        <dd>{rfi.sentAt ? jstMinute(rfi.sentAt) : '未送信（下書き）'}</dd>
        <dt>背景・目的</dt>
        <dd>{rfi.background || '（記入なし）'}</dd>
        <dt>仕様書</dt>
        <dd>{rfi.specPath && rfi.specName ? <FileLink path={rfi.specPath} name={rfi.specName} /> : 'なし'}</dd>
      </dl>
      <section className="rfi-section" aria-labelledby="rfi-questions-heading">
        <h2 id="rfi-questions-heading">質問（{rfi.questions.length}件）</h2>
        <ol>
          {rfi.questions.map((q) => (
            <li key={q.id}>
              {q.label}（{RFI_QUESTION_KIND_LABELS[q.kind as 'text']}
              {q.choices?.length ? `: ${q.choices.join('／')}` : ''}
              {q.unit ? `、単位: ${q.unit}` : ''}）
            </li>
          ))}
        </ol>
      </section>
      {rfi.status === 'draft' && rfi.mine ? (
        <div className="rfi-actions no-print">
          <Link className="button button--secondary" to={href('mypage.rfiEdit', { id: rfi.id })}>
            下書きを編集
          </Link>
          <button
            type="button"
            className="button button--primary"
            disabled={sending.loading}
            onClick={() => {
              if (
                !window.confirm(
                  `${rfi.invitations.length}社に送信します。送信後は内容を変更できません。よろしいですか。`,
                )
              )
                return;
              void act(() => send({ variables: { id: rfi.id } }));
            }}
          >
            {rfi.invitations.length}社に送信する
          </button>
        </div>
      ) : null}
      <section className="rfi-section" aria-labelledby="rfi-vendors-heading">
        <h2 id="rfi-vendors-heading">依頼先（{rfi.invitations.length}社）</h2>
        <ul className="rfi-list">
          {rfi.invitations.map((invitation) => (
            <li key={invitation.id}>
              <p>
                <strong>{invitation.companyName}</strong>
              </p>
              <p>
                {invitation.openedAt ? `開封 ${jstMinute(invitation.openedAt)}` : '未開封'}・
                {invitation.submittedAt ? `回答 ${jstMinute(invitation.submittedAt)}` : '未回答'}
                {invitation.late ? <span className="rfi-late">（期限後）</span> : null}
                {!invitation.submittedAt && invitation.lateAllowed ? '・期限後の回答を認めています' : ''}
              </p>
              {rfi.status === 'sent' &&
              rfi.mine &&
              deadlinePassed &&
              !invitation.submittedAt &&
              !invitation.lateAllowed ? (
                <button
                  type="button"
                  className="button button--secondary no-print"
                  onClick={() => void act(() => allowLate({ variables: { id: rfi.id, invitationId: invitation.id } }))}
                >
                  期限後の回答を認める<span className="visually-hidden">（{invitation.companyName}）</span>
                </button>
              ) : null}
              {invitation.submittedAt ? (
                <dl className="rfi-facts">
                  {rfi.questions.map((q) => (
                    <div key={q.id} style={{ display: 'contents' }}>
                      <dt>{q.label}</dt>
                      <dd>
                        {answerText(
                          q,
                          invitation.answers.find((a) => a.questionId === q.id),
                        )}
                      </dd>
                    </div>
                  ))}
                  <dt>見積書</dt>
                  <dd>
                    {invitation.quotePath && invitation.quoteName ? (
                      <FileLink path={invitation.quotePath} name={invitation.quoteName} />
                    ) : (
                      'なし'
                    )}
                  </dd>
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {rfi.status !== 'draft' ? <RfiClarifications rfi={rfi} /> : null}
      {rfi.status !== 'draft' ? <RfiComparison id={rfi.id} /> : null}
      {rfi.status === 'sent' && rfi.mine ? <RfiCloseForm rfi={rfi} /> : null}
    </div>
  );
}
