/** One document's download button, with its own busy state and error message. */
import { useState } from 'react';
import { downloadDocument } from '../api/download';
import './requests.css';

export function DownloadButton({ path, fileName, title }: { path: string; fileName: string; title: string }) {
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
          } catch (error) {
            setState({ busy: false, error: (error as Error).message });
          }
        }}
      >
        {state.busy ? 'ダウンロード中…' : 'ダウンロード'}
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
