/**
 * A request as an invited vendor reads it: the facts, the 仕様書, 質疑回答 (answered questions of
 * every vendor, without names, and its own open ones) with a form to ask, and its own answer:
 * one control per question, the price table, a quote PDF, saved or submitted. After the
 * deadline (unless the municipality allowed it), once submitted and once closed it only reads.
 */
import { useMutation } from '@apollo/client/react';
import { RFI_KIND_LABELS, type RfiPrice } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import type { VendorRfiFieldsFragment } from '@/gql/graphql';
import { ASK_RFI_CLARIFICATION, SAVE_RFI_ANSWER } from '../api/rfi-queries';
import { downloadRfiFile, uploadRfiPdf, type UploadedPdf } from '../api/rfi-files';
import { answerText, jstMinute, type AnswerLike } from '../format';
import './rfi.css';

type Draft = Record<
  string,
  { text: string; yes: string; choice: string; number: string; price: Record<keyof RfiPrice, string> }
>;

const EMPTY_PRICE = { initial: '', annual: '', unitPrice: '', quantity: '', taxIncluded: 'true' };

function draftOf(rfi: VendorRfiFieldsFragment): Draft {
  const byId = new Map(rfi.myAnswer.answers.map((a) => [a.questionId, a]));
  return Object.fromEntries(
    rfi.questions.map((q) => {
      const a: AnswerLike = byId.get(q.id) ?? {};
      const p = a.price;
      return [
        q.id,
        {
          text: a.text ?? '',
          yes: a.yes == null ? '' : String(a.yes),
          choice: a.choice ?? '',
          number: a.number == null ? '' : String(a.number),
          price: p
            ? {
                initial: String(p.initial),
                annual: String(p.annual),
                unitPrice: String(p.unitPrice),
                quantity: String(p.quantity),
                taxIncluded: String(p.taxIncluded),
              }
            : EMPTY_PRICE,
        },
      ];
    }),
  );
}

const num = (value: string) => (value.trim() === '' ? null : Number(value.replace(/[,，円]/g, '')));

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(rfi));
  const [quote, setQuote] = useState<UploadedPdf | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const [save, { loading }] = useMutation(SAVE_RFI_ANSWER);
  const set = (id: string, patch: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));

  const submit = async (final: boolean) => {
    setErrors({});
    setNotice(null);
    const answers = rfi.questions.map((q) => {
      const d = draft[q.id]!;
      switch (q.kind) {
        case 'text':
          return { questionId: q.id, text: d.text };
        case 'yesno':
          return { questionId: q.id, yes: d.yes === '' ? null : d.yes === 'true' };
        case 'choice':
          return { questionId: q.id, choice: d.choice || null };
        case 'number':
          return { questionId: q.id, number: num(d.number) };
        default: {
          const p = d.price;
          const values = [num(p.initial), num(p.annual), num(p.unitPrice), num(p.quantity)];
          return {
            questionId: q.id,
            price: values.every((v) => v === null)
              ? null
              : {
                  initial: values[0] ?? 0,
                  annual: values[1] ?? 0,
                  unitPrice: values[2] ?? 0,
                  quantity: values[3] ?? 0,
                  taxIncluded: p.taxIncluded === 'true',
                },
          };
        }
      }
    });
    try {
      await save({ variables: { id: rfi.id, input: { answers, quote, submit: final } } });
      setNotice({
        error: false,
        text: final ? '回答を提出しました。' : '回答を一時保存しました（まだ提出していません）。',
      });
    } catch (error) {
      const described = describeApiFailure(error);
      setErrors(described.fields);
      setNotice({ error: true, text: described.message });
    }
  };

  return (
    <div>
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
        {notice ? (
          <p role={notice.error ? 'alert' : 'status'} className={notice.error ? 'field-error' : undefined}>
            {notice.text}
          </p>
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
          <form
            aria-label="回答"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(true);
            }}
          >
            {rfi.questions.map((q, index) => {
              const d = draft[q.id]!;
              const field = `answers.${q.id}`;
              const errorId = `answer-${q.id}-error`;
              return (
                <fieldset key={q.id} className="rfi-question" aria-describedby={errorId}>
                  <legend>
                    質問{index + 1}: {q.label}
                  </legend>
                  {q.kind === 'text' ? (
                    <label className="rfi-input">
                      回答
                      <textarea
                        className="rfi-textarea"
                        value={d.text}
                        onChange={(event) => set(q.id, { text: event.target.value })}
                      />
                    </label>
                  ) : null}
                  {q.kind === 'yesno' ? (
                    <div className="rfi-row">
                      {[
                        ['true', 'はい'],
                        ['false', 'いいえ'],
                      ].map(([value, label]) => (
                        <label key={value}>
                          <span>
                            <input
                              type="radio"
                              name={`yes-${q.id}`}
                              checked={d.yes === value}
                              onChange={() => set(q.id, { yes: value })}
                            />{' '}
                            {label}
                          </span>
                        </label>
                      ))}
                    </div>
                  ) : null}
                  {q.kind === 'choice' ? (
                    <label>
                      選択
                      <select value={d.choice} onChange={(event) => set(q.id, { choice: event.target.value })}>
                        <option value="">選択してください</option>
                        {(q.choices ?? []).map((choice) => (
                          <option key={choice} value={choice}>
                            {choice}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                  {q.kind === 'number' ? (
                    <label>
                      数値（{q.unit}）
                      <input
                        type="text"
                        inputMode="decimal"
                        value={d.number}
                        onChange={(event) => set(q.id, { number: event.target.value })}
                      />
                    </label>
                  ) : null}
                  {q.kind === 'price' ? (
                    <div className="rfi-row">
                      {(
                        [
                          ['initial', '初期費用（円）'],
                          ['annual', '年額（円）'],
                          ['unitPrice', '単価（円・年額）'],
                          ['quantity', '数量'],
                        ] as const
                      ).map(([key, label]) => (
                        <label key={key}>
                          {label}
                          <input
                            type="text"
                            inputMode="numeric"
                            value={d.price[key]}
                            onChange={(event) => set(q.id, { price: { ...d.price, [key]: event.target.value } })}
                          />
                        </label>
                      ))}
                      <label>
                        税込・税抜
                        <select
                          value={d.price.taxIncluded}
                          onChange={(event) => set(q.id, { price: { ...d.price, taxIncluded: event.target.value } })}
                        >
                          <option value="true">税込</option>
                          <option value="false">税抜</option>
                        </select>
                      </label>
                    </div>
                  ) : null}
                  <FieldError id={errorId} message={errors[field]} />
                </fieldset>
              );
            })}
            <p>
              <label>
                見積書（PDF、任意）
                <input
                  type="file"
                  accept="application/pdf,.pdf"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    try {
                      setQuote(await uploadRfiPdf(file));
                      setErrors((e) => ({ ...e, quote: '' }));
                    } catch (error) {
                      setErrors((e) => ({ ...e, quote: (error as Error).message }));
                    }
                  }}
                />
              </label>
              {quote ? (
                <span role="status">「{quote.name}」をアップロードしました</span>
              ) : rfi.myAnswer.quoteName ? (
                `添付済み: ${rfi.myAnswer.quoteName}`
              ) : null}
            </p>
            <FieldError id="quote-error" message={errors.quote} />
            <div className="rfi-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={loading}
                onClick={() => void submit(false)}
              >
                一時保存する
              </button>
              <button type="submit" className="button button--primary" disabled={loading}>
                回答を提出する
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
