/** The questions of a request: each of a kind (自由記述 … 価格表), a label, and its choices or unit. */
import { RFI_QUESTION_KIND_LABELS, RFI_QUESTION_KINDS, type RfiQuestionKind } from '@portal/shared/rfi/rules';
import { FieldError } from '@/components/form/field-error';

export interface DraftQuestion {
  key: number;
  kind: RfiQuestionKind;
  label: string;
  choices: string;
  unit: string;
}

let nextKey = 1;
export function newQuestion(kind: RfiQuestionKind = 'text', label = ''): DraftQuestion {
  nextKey += 1;
  return { key: nextKey, kind, label, choices: '', unit: '' };
}

export function QuestionEditor({
  questions,
  errors,
  onChange,
}: {
  questions: DraftQuestion[];
  errors: Record<string, string>;
  onChange: (questions: DraftQuestion[]) => void;
}) {
  const update = (index: number, patch: Partial<DraftQuestion>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  return (
    <div>
      {questions.map((question, index) => {
        const at = `questions.${index}`;
        const number = index + 1;
        return (
          <fieldset key={question.key} className="rfi-question">
            <legend>質問{number}</legend>
            <div className="rfi-row">
              <label>
                質問{number}の種類
                <select
                  value={question.kind}
                  onChange={(event) => update(index, { kind: event.target.value as RfiQuestionKind })}
                >
                  {RFI_QUESTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {RFI_QUESTION_KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="rfi-input">
                質問{number}の質問文
                <input
                  type="text"
                  value={question.label}
                  aria-invalid={errors[`${at}.label`] ? true : undefined}
                  aria-describedby={`${at}-label-error`}
                  onChange={(event) => update(index, { label: event.target.value })}
                />
              </label>
            </div>
            <FieldError id={`${at}-label-error`} message={errors[`${at}.label`]} />
            {question.kind === 'choice' ? (
              <>
                <label className="rfi-input">
                  質問{number}の選択肢（1行に1つ）
                  <textarea
                    className="rfi-textarea"
                    value={question.choices}
                    aria-describedby={`${at}-choices-error`}
                    onChange={(event) => update(index, { choices: event.target.value })}
                  />
                </label>
                <FieldError id={`${at}-choices-error`} message={errors[`${at}.choices`]} />
              </>
            ) : null}
            {question.kind === 'number' ? (
              <>
                <label>
                  質問{number}の単位
                  <input
                    type="text"
                    value={question.unit}
                    aria-describedby={`${at}-unit-error`}
                    onChange={(event) => update(index, { unit: event.target.value })}
                  />
                </label>
                <FieldError id={`${at}-unit-error`} message={errors[`${at}.unit`]} />
              </>
            ) : null}
            {question.kind === 'price' ? (
              <p className="kept-item__meta">初期費用・年額・単価×数量（年額）と、税込か税抜かを回答してもらいます。</p>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(questions.filter((_, i) => i !== index))}
            >
              質問{number}を削除
            </button>
          </fieldset>
        );
      })}
      <FieldError id="questions-error" message={errors.questions} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...questions, newQuestion()])}
      >
        質問を追加
      </button>
    </div>
  );
}
