/**
 * 質疑回答 on the municipality's side: the vendors' questions (who asked is not shown) and, while
 * the request is open, one answer to each that goes to every invited vendor.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { describeApiFailure } from '@/components/form/server-errors';
import type { RfiFieldsFragment } from '@/gql/graphql';
import { ANSWER_RFI_CLARIFICATION } from '../api/rfi-queries';
import { jstMinute } from '../format';

function Reply({ rfiId, clarificationId, index }: { rfiId: string; clarificationId: string; index: number }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ANSWER_RFI_CLARIFICATION);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          await send({ variables: { id: rfiId, clarificationId, answer } });
        } catch (failure) {
          setError(describeApiFailure(failure).message);
        }
      }}
    >
      <label className="rfi-input">
        質問{index}への回答（依頼先すべてに送られます）
        <textarea className="rfi-textarea" value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={loading}>
        回答を依頼先すべてに送る
      </button>
    </form>
  );
}

export function RfiClarifications({ rfi }: { rfi: RfiFieldsFragment }) {
  const open = rfi.status === 'sent' && rfi.mine;
  return (
    <section className="rfi-section" aria-labelledby="rfi-clarifications-heading">
      <h2 id="rfi-clarifications-heading">質疑回答</h2>
      {rfi.clarifications.length === 0 ? <p>事業者からの質問はまだありません。</p> : null}
      <ol className="rfi-list">
        {rfi.clarifications.map((c, index) => (
          <li key={c.id}>
            <p>
              <strong>質問{index + 1}</strong>（{jstMinute(c.askedAt)}）: {c.question}
            </p>
            {c.answer ? (
              <p>
                <strong>回答</strong>（{jstMinute(c.answeredAt)}）: {c.answer}
              </p>
            ) : open ? (
              <Reply rfiId={rfi.id} clarificationId={c.id} index={index + 1} />
            ) : (
              <p>未回答</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
