import { UPLOAD_PURPOSES, type UploadPurpose } from '@portal/shared';
import { useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { useFieldState } from '@/components/form/use-field-state';
import { uploadFile, type UploadedFile } from '@/lib/upload-file';

const ACCEPT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/**
 * A file input that uploads at once: the server checks the content and answers with a key (the
 * field's value) or a message, shown under the input. `multiple` keeps a list.
 */
export function FileField({
  name,
  label,
  purpose,
  required = false,
  multiple = false,
  support,
}: {
  name: string;
  label: string;
  purpose: UploadPurpose;
  required?: boolean;
  multiple?: boolean;
  support: string;
}) {
  const { id, errorId, supportId, field, message } = useFieldState<UploadedFile | UploadedFile[] | null>(name, {
    support: true,
  });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const value = field.input.value;
  const files: UploadedFile[] = Array.isArray(value) ? value : value ? [value] : [];
  const shown = uploadError ?? message;

  async function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    setUploading(true);
    setUploadError(null);
    const uploaded: UploadedFile[] = [];
    try {
      for (const file of Array.from(list)) uploaded.push(await uploadFile(purpose, file));
    } catch (error) {
      setUploadError((error as Error).message);
    }
    setUploading(false);
    if (uploaded.length === 0) return;
    field.input.onChange(multiple ? [...files, ...uploaded] : uploaded[0]);
  }

  function remove(key: string) {
    field.input.onChange(multiple ? files.filter((f) => f.key !== key) : null);
  }

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredBadge required={required} />
      </label>
      <p id={supportId} className="form-field__support">
        {support}
      </p>
      <input
        id={id}
        type="file"
        className="file-field__input"
        accept={UPLOAD_PURPOSES[purpose].kinds.map((k) => ACCEPT[k]).join(',')}
        multiple={multiple}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[supportId, shown ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          void choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {uploading ? <p role="status">アップロードしています…</p> : null}
      {files.length > 0 ? (
        <ul className="file-field__list" aria-label={`${label}（選択済み）`}>
          {files.map((file) => (
            <li key={file.key} className="file-field__item">
              {file.url && file.kind !== 'mp4' ? <img src={file.url} alt="" className="file-field__thumb" /> : null}
              <span>{file.name}</span>
              <button type="button" className="button button--secondary" onClick={() => remove(file.key)}>
                {file.name} を取り消す
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} message={shown ?? undefined} />
    </div>
  );
}
