/**
 * 画像（任意）: images uploaded at once (POST /api/uploads?purpose=image, the server decides the
 * type by content), each with the 代替テキスト that says what it shows.
 */
import { CASE_LIMITS } from '@portal/shared/cases/validation';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { useFieldState } from '@/components/form/use-field-state';
import { uploadFile } from '@/lib/upload-file';
import type { ProposalFormValues } from '../api/proposal-values';

type Image = ProposalFormValues['images'][number];

export function ProposalImageFields() {
  const { errorId, supportId, field, message } = useFieldState<Image[]>('images', { support: true });
  const images = field.input.value || [];
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    setUploading(true);
    setUploadError(null);
    const added: Image[] = [];
    try {
      for (const file of Array.from(list)) added.push({ file: await uploadFile('image', file), alt: '' });
    } catch (error) {
      setUploadError((error as Error).message);
    }
    setUploading(false);
    if (added.length > 0) field.input.onChange([...images, ...added]);
  }

  const shown = uploadError ?? message;
  return (
    <fieldset className="proposal-form__group" aria-describedby={supportId}>
      <legend className="form-field__label">画像（任意）</legend>
      <p id={supportId} className="form-field__support">
        jpeg・png・webp・svg 形式、1枚10MBまで、{CASE_LIMITS.images}
        枚まで。画像ごとに、写っている内容の説明（代替テキスト）を入力してください。
      </p>
      <label htmlFor={inputId}>画像を追加する</label>
      <input
        id={inputId}
        type="file"
        className="file-field__input"
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        multiple
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        onChange={(event) => {
          void choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {uploading ? <p role="status">アップロードしています…</p> : null}
      <FieldError id={errorId} message={shown ?? undefined} />
      {images.map((image, i) => (
        <div key={image.file.key} className="proposal-form__image">
          {image.file.url ? <img src={image.file.url} alt="" className="proposal-form__thumb" /> : null}
          <div>
            <p>{image.file.name}</p>
            <TextField name={`images[${i}].alt`} label={`画像${i + 1}の説明（代替テキスト）`} required />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => field.input.onChange(images.filter((_, at) => at !== i))}
            >
              {image.file.name} を取り消す
            </button>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
