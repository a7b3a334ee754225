/**
 * /operator/imports: upload a jGrants feed (JSON) or a grants/cases spreadsheet (CSV, Excel), see
 * what it would change (新規・更新・変更なし・公開停止・エラー, line by line) before anything is
 * written, then confirm. The server refuses everyone but operators.
 */
import { useMutation } from '@apollo/client/react';
import { IMPORT_KIND_LABELS } from '@portal/shared/imports/outcomes';
import { useId, useState, type FormEvent } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { PageTitle } from '@/components/page-title';
import {
  downloadImportTemplate,
  PREVIEW_IMPORT_MUTATION,
  RUN_IMPORT_MUTATION,
  uploadImportFile,
} from '@/features/operator/api/imports';
import { ConsoleNav } from '@/features/operator/components/console-nav';
import { ImportReport, type ImportReportView } from '@/features/operator/components/import-report';

type Kind = keyof typeof IMPORT_KIND_LABELS;
type Staged = { kind: Kind; file: string; fileName: string; full: boolean };

const FAILED = '取り込みを完了できませんでした。時間をおいて再度お試しください。';

export function Component() {
  const ids = { file: useId(), full: useId(), help: useId() };
  const [kind, setKind] = useState<Kind>('jgrants');
  const [full, setFull] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const [staged, setStaged] = useState<Staged | null>(null);
  const [report, setReport] = useState<ImportReportView | null>(null);
  const [preview] = useMutation(PREVIEW_IMPORT_MUTATION);
  const [run] = useMutation(RUN_IMPORT_MUTATION);

  const fail = (thrown: unknown) => setError((thrown instanceof Error ? thrown.message : FAILED).split('\n'));

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(['取り込むファイルを選択してください']);
    setBusy(true);
    setError(null);
    setReport(null);
    setStaged(null);
    try {
      const uploaded = await uploadImportFile(file);
      const input = { kind, file: uploaded.key, fileName: uploaded.name, full };
      const result = await preview({ variables: { input } });
      setStaged(input);
      setReport(result.data!.previewImport);
    } catch (thrown) {
      fail(thrown);
    } finally {
      setBusy(false);
    }
  }

  async function onConfirm() {
    if (!staged) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run({ variables: { input: staged } });
      setStaged(null);
      setReport(result.data!.runImport);
    } catch (thrown) {
      fail(thrown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container">
      <PageTitle title="取り込み" />
      <ConsoleNav />
      <form className="import-form" onSubmit={onPreview} aria-busy={busy}>
        <fieldset>
          <legend>取り込む内容</legend>
          {(Object.keys(IMPORT_KIND_LABELS) as Kind[]).map((option) => (
            <label key={option} className="import-choice">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {IMPORT_KIND_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor={ids.file}>ファイル</label>
          <p id={ids.help} className="form-help">
            jGrants は API の一覧の形（JSON）、補助金・導入事例はテンプレートの見出しの CSV または Excel（.xlsx）です。
          </p>
          <input
            id={ids.file}
            type="file"
            accept=".json,.csv,.xlsx,application/json,text/csv"
            aria-describedby={ids.help}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <label className="import-choice" htmlFor={ids.full}>
          <input id={ids.full} type="checkbox" checked={full} onChange={(event) => setFull(event.target.checked)} />
          ファイルにないもの（同じ取り込み元の公開中のもの）を公開停止にする
        </label>
        <div className="import-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy && !staged ? '確認しています…' : 'プレビュー'}
          </button>
        </div>
      </form>
      <p className="import-templates">
        テンプレート:
        {(['grants', 'cases'] as const).map((template) =>
          (['csv', 'xlsx'] as const).map((format) => (
            <button
              key={`${template}-${format}`}
              type="button"
              className="button button--secondary"
              onClick={() => void downloadImportTemplate(template, format).catch(fail)}
            >
              {template === 'grants' ? '補助金' : '導入事例'}（{format === 'csv' ? 'CSV' : 'Excel'}）
            </button>
          )),
        )}
      </p>
      {error ? (
        <FormNotice tone="error">
          {error.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormNotice>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
      {staged && report ? (
        <div className="import-actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void onConfirm()}>
            {busy ? '取り込んでいます…' : 'この内容で取り込む'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setStaged(null);
              setReport(null);
            }}
          >
            やめる
          </button>
        </div>
      ) : null}
    </div>
  );
}
