/**
 * The vendor's own answer while it may still answer: one control per question (the price table
 * with 税込・税抜), a quote PDF, 一時保存 or 提出 (every question answered).
 */
import { useMutation } from '@apollo/client/react';
import type { RfiPrice } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { describeApiFailure } from '@/components/form/server-errors';
import type { VendorRfiFieldsFragment } from '@/gql/graphql';
import { SAVE_RFI_ANSWER } from '../api/rfi-queries';
import { uploadRfiPdf, type UploadedPdf } from '../api/rfi-files';
import type { AnswerLike } from '../format';

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

export function VendorAnswerForm({ rfi }: { rfi: VendorRfiFieldsFragment }) {
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
    <>
      {notice ? (
        <p role={notice.error ? 'alert' : 'status'} className={notice.error ? 'field-error' : undefined}>
          {notice.text}
        </p>
      ) : null}
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
    </>
  );
}
