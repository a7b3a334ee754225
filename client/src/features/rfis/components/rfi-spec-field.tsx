/**
 * The 仕様書 PDF of a request: uploaded as the writer's own file; a draft's current one is kept
 * until replaced or removed.
 */
import { useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { uploadRfiPdf, type UploadedPdf } from '../api/rfi-files';

export interface SpecChoice {
  /** A new upload (replaces the current one). */
  uploaded: UploadedPdf | null;
  /** The name of the draft's current 仕様書, while kept. */
  kept: string | null;
}

export function RfiSpecField({
  value,
  error,
  onChange,
  onUploading,
}: {
  value: SpecChoice;
  error: string | undefined;
  onChange(value: SpecChoice): void;
  onUploading(uploading: boolean): void;
}) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const busy = (next: boolean) => {
    setUploading(next);
    onUploading(next);
  };
  return (
    <>
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
              busy(true);
              setFailure(undefined);
              try {
                onChange({ uploaded: await uploadRfiPdf(file), kept: null });
              } catch (reason) {
                onChange({ ...value, uploaded: null });
                setFailure((reason as Error).message);
              } finally {
                busy(false);
              }
            }}
          />
        </label>
        {uploading ? <span role="status">アップロードしています…</span> : null}
        {value.uploaded ? <span role="status">「{value.uploaded.name}」をアップロードしました</span> : null}
      </p>
      {value.kept && !value.uploaded ? (
        <p>
          いまの仕様書: {value.kept}{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ uploaded: null, kept: null })}
          >
            仕様書を外す
          </button>
        </p>
      ) : null}
      <FieldError id="spec-error" message={failure ?? error} />
    </>
  );
}
