/** One document's download button, with its own busy state and error message. */
import { useState } from 'react';
import { downloadDocument } from '../api/download';
import './requests.css';

interface Props {
  path: string;
  fileName: string;
  title: string;
  /** The button's words (「ダウンロード」 unless given). */
  label?: string;
  /** Called once the file was saved (the list reads itself again after a new version). */
  onDone?: () => void;
}

export function DownloadButton({ path, fileName, title, label = 'ダウンロード', onDone }: Props) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  return (
    <div className="download">
      <button
        type="button"
        className="button button--primary download__button"
        disabled={state.busy}
        aria-busy={state.busy}
        onClick={async () => {
          setState({ busy: true, error: null });
          try {
            await downloadDocument(path, fileName);
            setState({ busy: false, error: null });
            onDone?.();
          } catch (error) {
            setState({ busy: false, error: (error as Error).message });
          }
        }}
      >
        {state.busy ? 'ダウンロード中…' : label}
        <span className="visually-hidden">（{title}の資料、PDF）</span>
      </button>
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
