/**
 * A new request for information or quotation: the candidate solutions (from the basket, a shared
 * shortlist or a comparison) grouped by vendor, of which 2–5 vendors are asked; the title, the
 * background and a 仕様書 PDF; the deadline in Japan time; the questions. Saved as a draft, which
 * the detail screen shows as a preview before sending.
 */
import { useMutation } from '@apollo/client/react';
import { RFI_KIND_LABELS, RFI_KINDS, RFI_LIMITS, type RfiKind } from '@portal/shared/rfi/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldError } from '@/components/form/field-error';
import { FormNotice } from '@/components/form/form-notice';
import { describeApiFailure } from '@/components/form/server-errors';
import { href } from '@/config/routes';
import { getFragmentData } from '@/gql';
import { CREATE_RFI, RFI_FIELDS } from '../api/rfi-queries';
import { uploadRfiPdf, type UploadedPdf } from '../api/rfi-files';
import { newQuestion, QuestionEditor, type DraftQuestion } from './question-editor';
import './rfi.css';

export interface Candidate {
  id: string;
  title: string;
  companyName: string;
}

const ORIGIN_LABELS: Record<string, string> = {
  basket: '資料請求リスト',
  shortlist: '組織内共有リスト',
  comparison: 'ソリューションの比較',
};

export function RfiEditor({ candidates, origin }: { candidates: Candidate[]; origin: string }) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<RfiKind>('rfq');
  const [title, setTitle] = useState('');
  const [background, setBackground] = useState('');
  const [deadline, setDeadline] = useState('');
  const [chosen, setChosen] = useState(() => new Set(candidates.map((c) => c.id)));
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => [newQuestion('price', '費用（初期費用・年額）')]);
  const [spec, setSpec] = useState<UploadedPdf | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_RFI);

  const companies = [...new Set(candidates.map((c) => c.companyName))];
  const chosenCompanies = new Set(candidates.filter((c) => chosen.has(c.id)).map((c) => c.companyName));

  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            kind,
            title,
            background,
            origin,
            deadline,
            solutionIds: candidates.filter((c) => chosen.has(c.id)).map((c) => c.id),
            spec,
            questions: questions.map((q) => ({
              kind: q.kind,
              label: q.label,
              choices: q.kind === 'choice' ? q.choices.split('\n') : null,
              unit: q.kind === 'number' ? q.unit : null,
            })),
          },
        },
      });
      if (data) void navigate(href('mypage.rfi', { id: getFragmentData(RFI_FIELDS, data.createRfi).id }));
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
      aria-label="情報提供依頼・見積依頼の作成"
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
      <fieldset className="rfi-question">
        <legend>依頼先（{ORIGIN_LABELS[origin] ?? '資料請求リスト'}から）</legend>
        <p>
          ソリューションの掲載企業が依頼先になります（{RFI_LIMITS.vendorsMin}〜{RFI_LIMITS.vendorsMax}社。いま
          {chosenCompanies.size}社）。
        </p>
        {companies.map((company) => (
          <div key={company}>
            <p>
              <strong>{company}</strong>
            </p>
            {candidates
              .filter((c) => c.companyName === company)
              .map((c) => (
                <label key={c.id} className="rfi-row">
                  <span>
                    <input
                      type="checkbox"
                      checked={chosen.has(c.id)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(c.id);
                        else next.delete(c.id);
                        setChosen(next);
                      }}
                    />{' '}
                    {c.title}
                  </span>
                </label>
              ))}
          </div>
        ))}
        <FieldError id="vendors-error" message={errors.vendors} />
      </fieldset>
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
      <p>
        <label>
          仕様書（PDF、任意）
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby="spec-error"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setUploading(true);
              setErrors((e) => ({ ...e, spec: '' }));
              try {
                setSpec(await uploadRfiPdf(file));
              } catch (error) {
                setSpec(null);
                setErrors((e) => ({ ...e, spec: (error as Error).message }));
              } finally {
                setUploading(false);
              }
            }}
          />
        </label>
        {uploading ? <span role="status">アップロードしています…</span> : null}
        {spec ? <span role="status">「{spec.name}」をアップロードしました</span> : null}
      </p>
      <FieldError id="spec-error" message={errors.spec} />
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
