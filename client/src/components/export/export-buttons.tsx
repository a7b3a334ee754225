/**
 * 「CSVで保存」「Excelで保存」 for a list the server exports (docs/api.md, "Exports"). Each is a real
 * link to the file, so a public list saves even before the scripts run; with them, the file is
 * fetched with the signed-in user's token (lists that need one) and a refusal is shown in words.
 */
import { useState, type MouseEvent } from 'react';
import { downloadWithToken } from '@/lib/download-file';
import './export-buttons.css';

const FORMATS = [
  { format: 'csv', label: 'CSVで保存' },
  { format: 'xlsx', label: 'Excelで保存' },
] as const;

const FAILED = 'ファイルを作成できませんでした。時間をおいて再度お試しください。';

/** `path`: the export's API path; `query`: its other parameters (the search's criteria). */
export function ExportButtons({ path, query = '', label }: { path: string; query?: string; label: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlOf = (format: string) => `${path}?format=${format}${query ? `&${query}` : ''}`;
  const save = (format: string) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await downloadWithToken(urlOf(format), `export.${format}`, FAILED);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export-buttons" role="group" aria-label={label}>
      {FORMATS.map(({ format, label: text }) => (
        <a
          key={format}
          href={urlOf(format)}
          className="button button--secondary export-buttons__link"
          onClick={(event) => void save(format)(event)}
          aria-busy={busy}
          download
        >
          {text}
        </a>
      ))}
      {problem && (
        <p className="export-buttons__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
