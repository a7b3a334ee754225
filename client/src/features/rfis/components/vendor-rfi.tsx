/**
 * A request as an invited vendor reads it: the facts, the 仕様書, 質疑回答 (answered questions of
 * every vendor, without names, and its own open ones) with a form to ask, and its own answer:
 * one control per question, the price table, a quote PDF, saved or submitted. After the
 * deadline (unless the municipality allowed it), once submitted and once closed it only reads.
 */
import { useMutation } from '@apollo/client/react';
import { RFI_KIND_LABELS } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import type { VendorRfiFieldsFragment } from '@/gql/graphql';
import { ASK_RFI_CLARIFICATION } from '../api/rfi-queries';
import { downloadRfiFile } from '../api/rfi-files';
import { answerText, jstMinute } from '../format';
import { VendorAnswerForm } from './vendor-answer-form';
import './rfi.css';

function Ask({ rfiId }: { rfiId: string }) {
  const [question, setQuestion] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [ask, { loading }] = useMutation(ASK_RFI_CLARIFICATION);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setMessage(null);
        try {
          await ask({ variables: { id: rfiId, question } });
          setQuestion('');
          setMessage({ error: false, text: '質問を送りました。回答は依頼先すべてに、質問者名を伏せて公開されます。' });
        } catch (error) {
          setMessage({ error: true, text: describeApiFailure(error).message });
        }
      }}
    >
      <label className="rfi-input">
        依頼元への質問
        <textarea className="rfi-textarea" value={question} onChange={(event) => setQuestion(event.target.value)} />
      </label>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'field-error' : undefined}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={loading}>
        質問を送る
      </button>
    </form>
  );
}

export function VendorRfi({ rfi }: { rfi: VendorRfiFieldsFragment }) {
  const caseStart = rfi.caseStart;
  return (
    <div>
      {caseStart ? (
        <FormNotice tone="success" live={false}>
          <p>
            この依頼で自社が採用されました。導入後は、導入事例として投稿できます（運営事務局の審査を経て公開されます）。
          </p>
          <p>
            <Link
              to={`${href('vendor.caseProposalNew')}?${new URLSearchParams({
                solution: caseStart.solutionId,
                municipality: caseStart.municipality,
                organization: caseStart.organizationName,
              }).toString()}`}
            >
              導入事例の投稿を始める
            </Link>
          </p>
        </FormNotice>
      ) : null}
      <dl className="rfi-facts rfi-section">
        <dt>種別</dt>
        <dd>{RFI_KIND_LABELS[rfi.kind as 'rfi']}</dd>
        <dt>依頼元</dt>
        <dd>
          {rfi.organization} {rfi.contactName}
        </dd>
        <dt>回答期限</dt>
        <dd>{jstMinute(rfi.deadline)}（日本時間）</dd>
        <dt>背景・目的</dt>
        <dd>{rfi.background || '（記入なし）'}</dd>
        <dt>仕様書</dt>
        <dd>
          {rfi.specPath && rfi.specName ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void downloadRfiFile(rfi.specPath!, rfi.specName!)}
            >
              {rfi.specName}をダウンロード
            </button>
          ) : (
            'なし'
          )}
        </dd>
      </dl>
      <section className="rfi-section" aria-labelledby="vendor-clarifications-heading">
        <h2 id="vendor-clarifications-heading">質疑回答</h2>
        {rfi.clarifications.length === 0 ? <p>公開された質疑はまだありません。</p> : null}
        <ol className="rfi-list">
          {rfi.clarifications.map((c) => (
            <li key={c.id}>
              <p>
                質問{c.askedByYou ? '（自社）' : ''}: {c.question}
              </p>
              <p>回答: {c.answer ?? '（回答待ち）'}</p>
            </li>
          ))}
        </ol>
        {rfi.status === 'sent' ? <Ask rfiId={rfi.id} /> : null}
      </section>
      <section className="rfi-section" aria-labelledby="vendor-answer-heading">
        <h2 id="vendor-answer-heading">自社の回答</h2>
        {rfi.myAnswer.submittedAt ? (
          <FormNotice tone="success" live={false}>
            <p>
              {jstMinute(rfi.myAnswer.submittedAt)}に提出しました{rfi.myAnswer.late ? '（期限後）' : ''}。
            </p>
          </FormNotice>
        ) : null}
        {!rfi.canAnswer && rfi.answerBlockedReason && !rfi.myAnswer.submittedAt ? (
          <FormNotice tone="error" live={false}>
            <p>{rfi.answerBlockedReason}</p>
          </FormNotice>
        ) : null}
        {!rfi.canAnswer ? (
          <dl className="rfi-facts">
            {rfi.questions.map((q) => (
              <div key={q.id} style={{ display: 'contents' }}>
                <dt>{q.label}</dt>
                <dd>
                  {answerText(
                    q,
                    rfi.myAnswer.answers.find((a) => a.questionId === q.id),
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <VendorAnswerForm rfi={rfi} />
        )}
      </section>
    </div>
  );
}
