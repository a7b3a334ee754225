/**
 * A grant's PDFs: each uploaded at once (POST /api/uploads?purpose=document, the server checks
 * the content) and listed with its kind and title, which the operator can change or remove.
 * Row fields are named as the shared rules name their errors (`attachments.0.title`).
 */
import { UPLOAD_LIMITS } from '@portal/shared';
import { ATTACHMENT_KINDS, GRANT_LIMITS } from '@portal/shared/grants/fields';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { FieldError } from '@/components/form/field-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { uploadFile } from '@/lib/upload-file';
import type { GrantFormValues } from '../api/grant-form-values';

type Attachment = GrantFormValues['attachments'][number];

export function AttachmentsField() {
  const { input, meta } = useField<Attachment[]>('attachments');
  const list = input.value || [];
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const listError = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    setFailure(null);
    const added: Attachment[] = [];
    try {
      for (const file of Array.from(files)) {
        const stored = await uploadFile('document', file);
        const first = list.length === 0 && added.length === 0;
        added.push({
          kind: first ? 'guideline' : 'other',
          title: first ? '公募要領' : file.name.replace(/\.pdf$/i, ''),
          file: { key: stored.key, name: stored.name, kind: stored.kind, url: null },
        });
      }
    } catch (error) {
      setFailure((error as Error).message);
    }
    setBusy(false);
    if (added.length > 0) input.onChange([...list, ...added]);
  }

  return (
    <fieldset className="choice-group editorial-attachments" aria-describedby={`${id}-support`}>
      <legend className="form-field__label">
        公募要領・添付資料（PDF）<span className="optional-badge">任意</span>
      </legend>
      <p id={`${id}-support`} className="form-field__support">
        PDF 形式、1ファイル{UPLOAD_LIMITS.documentBytes / 1024 / 1024}MBまで、{GRANT_LIMITS.attachments}
        件まで。自治体職員の方が詳細画面からダウンロードします。
      </p>
      {list.map((attachment, index) => (
        <div key={attachment.file.key} className="editorial-attachments__row">
          <p className="editorial-attachments__file">
            {index + 1}. {attachment.file.name}
          </p>
          <SelectField name={`attachments.${index}.kind`} label="種類" required choices={ATTACHMENT_KINDS} />
          <TextField
            name={`attachments.${index}.title`}
            label="資料名"
            required
            support={`画面に表示する名前（${GRANT_LIMITS.attachmentTitle}文字以内）`}
          />
          <FieldError id={`${id}-file-${index}`} message={fileError(meta.submitError, index)} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => input.onChange(list.filter((_, i) => i !== index))}
          >
            {attachment.title || attachment.file.name} を削除
          </button>
        </div>
      ))}
      <div className="form-field">
        <label htmlFor={`${id}-upload`} className="form-field__label">
          PDFを追加
        </label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="application/pdf"
          multiple
          disabled={busy || list.length >= GRANT_LIMITS.attachments}
          onChange={(event) => {
            void add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {busy ? <p role="status">アップロードしています…</p> : null}
      </div>
      <FieldError id={`${id}-error`} message={failure ?? listError} />
    </fieldset>
  );
}

/** A row's file message from the server (`attachments.N.file`: not the caller's upload, missing). */
function fileError(submitError: unknown, index: number): string | undefined {
  const rows = Array.isArray(submitError) ? (submitError as ({ file?: string } | undefined)[]) : [];
  return rows[index]?.file;
}
