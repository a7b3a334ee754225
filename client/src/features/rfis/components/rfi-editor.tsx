/**
 * A request for information or quotation, new or a draft being edited: the candidate solutions
 * (from the basket, a shared shortlist or a comparison; a draft's own vendors) grouped by vendor,
 * of which 2–5 vendors are asked; the title, the background and a 仕様書 PDF; the deadline in
 * Japan time; the questions. Saved as a draft, which the detail screen shows as a preview before
 * sending. A draft started from a shortlist stays that list's.
 */
import { useMutation } from '@apollo/client/react';
import { RFI_KIND_LABELS, RFI_KINDS, type RfiKind, type RfiQuestionKind } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldError } from '@/components/form/field-error';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import type { RfiFieldsFragment } from '@/gql/graphql';
import { CREATE_RFI, RFI_FIELDS, UPDATE_RFI } from '../api/rfi-queries';
import { jstMinute } from '../format';
import { newQuestion, QuestionEditor, type DraftQuestion } from './question-editor';
import { RfiSpecField, type SpecChoice } from './rfi-spec-field';
import { RfiVendorChoice, type Candidate } from './rfi-vendor-choice';
import './rfi.css';

export type { Candidate } from './rfi-vendor-choice';

const ORIGIN_LABELS: Record<string, string> = {
  basket: '資料請求リスト',
  shortlist: '組織内共有リスト',
  comparison: 'ソリューションの比較',
};

interface Props {
  candidates: Candidate[];
  origin: string;
  /** The shared shortlist a new request is made from. */
  shortlistId?: string | null;
  /** A draft to edit (saved with updateRfi); its invited solutions come first among the candidates. */
  draft?: RfiFieldsFragment;
}

function draftQuestions(draft: RfiFieldsFragment): DraftQuestion[] {
  return draft.questions.map((q) => ({
    ...newQuestion(q.kind as RfiQuestionKind, q.label),
    choices: (q.choices ?? []).join('\n'),
    unit: q.unit ?? '',
  }));
}

export function RfiEditor({ candidates, origin, shortlistId = null, draft }: Props) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<RfiKind>((draft?.kind as RfiKind | undefined) ?? 'rfq');
  const [title, setTitle] = useState(draft?.title ?? '');
  const [background, setBackground] = useState(draft?.background ?? '');
  // The datetime-local value: 「YYYY-MM-DDTHH:mm」 in Japan, as the server reads it.
  const [deadline, setDeadline] = useState(draft ? jstMinute(draft.deadline).replace(' ', 'T') : '');
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(draft ? draft.invitations.flatMap((i) => i.solutionIds) : candidates.map((c) => c.id)),
  );
  const [questions, setQuestions] = useState<DraftQuestion[]>(() =>
    draft ? draftQuestions(draft) : [newQuestion('price', '費用（初期費用・年額）')],
  );
  const [spec, setSpec] = useState<SpecChoice>({ uploaded: null, kept: draft?.specName ?? null });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useMutation(CREATE_RFI);
  const [update, updated] = useMutation(UPDATE_RFI);
  const loading = created.loading || updated.loading;

  const submit = async () => {
    setErrors({});
    setFailure(null);
    const input = {
      kind,
      title,
      background,
      origin: draft?.origin ?? origin,
      shortlistId: draft ? null : shortlistId,
      deadline,
      solutionIds: candidates.filter((c) => chosen.has(c.id)).map((c) => c.id),
      spec: spec.uploaded,
      keepSpec: draft ? spec.kept !== null : null,
      questions: questions.map((q) => ({
        kind: q.kind,
        label: q.label,
        choices: q.kind === 'choice' ? q.choices.split('\n') : null,
        unit: q.kind === 'number' ? q.unit : null,
      })),
    };
    try {
      if (draft) {
        await update({ variables: { id: draft.id, input } });
        void navigate(href('mypage.rfi', { id: draft.id }));
      } else {
        const { data } = await create({ variables: { input } });
        if (data) void navigate(href('mypage.rfi', { id: getFragmentData(RFI_FIELDS, data.createRfi).id }));
      }
    } catch (error) {
      const described = describeApiFailure(error);
      const count = Object.keys(described.fields).length;
      setErrors(described.fields);
      setFailure(count > 0 ? `入力内容を確認してください（${count}件）。` : described.message);
    }
  };

  return (
    <form
      className="rfi-section"
      aria-label={draft ? '下書きの編集' : '情報提供依頼・見積依頼の作成'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? (
        <FormNotice tone="error">
          <p>{failure}</p>
        </FormNotice>
      ) : null}
      <RfiVendorChoice
        candidates={candidates}
        chosen={chosen}
        source={draft ? 'いまの依頼先と資料請求リストから' : `${ORIGIN_LABELS[origin] ?? '資料請求リスト'}から`}
        error={errors.vendors}
        onChange={setChosen}
      />
      <div className="rfi-row">
        <label>
          種別
          <select value={kind} onChange={(event) => setKind(event.target.value as RfiKind)}>
            {RFI_KINDS.map((k) => (
              <option key={k} value={k}>
                {RFI_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          回答期限（日本時間）
          <input
            type="datetime-local"
            value={deadline}
            aria-describedby="deadline-error"
            aria-invalid={errors.deadline ? true : undefined}
            onChange={(event) => setDeadline(event.target.value)}
          />
        </label>
      </div>
      <FieldError id="deadline-error" message={errors.deadline} />
      <p>
        <label className="rfi-input">
          件名
          <input
            type="text"
            className="rfi-input"
            value={title}
            aria-describedby="title-error"
            aria-invalid={errors.title ? true : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
      </p>
      <FieldError id="title-error" message={errors.title} />
      <p>
        <label className="rfi-input">
          背景・目的
          <textarea
            className="rfi-textarea"
            value={background}
            onChange={(event) => setBackground(event.target.value)}
          />
        </label>
      </p>
      <FieldError id="background-error" message={errors.background} />
      <RfiSpecField value={spec} error={errors.spec} onChange={setSpec} onUploading={setUploading} />
      <h2>質問</h2>
      <QuestionEditor questions={questions} errors={errors} onChange={setQuestions} />
      <div className="rfi-actions">
        <button type="submit" className="button button--primary" disabled={loading || uploading} aria-busy={loading}>
          下書きを保存して内容を確認する
        </button>
      </div>
    </form>
  );
}
