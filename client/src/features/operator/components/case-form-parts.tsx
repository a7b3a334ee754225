/**
 * Parts of the operator's case form: the municipality picked from the master (the case keeps its
 * code; typed text alone never becomes the municipality), the before/after KPIs as rows, and the
 * images with their alt text. Row fields are named as the shared rules name their errors.
 */
import { CASE_KPI_MAX } from '@portal/shared/cases/figures';
import { CASE_LIMITS } from '@portal/shared/cases/validation';
import { UPLOAD_LIMITS } from '@portal/shared';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { TextField } from '@/components/form/text-field';
import { useFieldState } from '@/components/form/use-field-state';
import { MunicipalityCombobox, municipalityLabel } from '@/components/municipality/municipality-combobox';
import { uploadFile } from '@/lib/upload-file';
import type { CaseFormValues } from '../api/case-form-values';

export function CaseMunicipalityField({ required }: { required: boolean }) {
  const { id, errorId, supportId, field: code, message } = useFieldState<string>('municipalityCode', { support: true });
  const text = useField<string>('municipalityText');
  const label = useField<string>('municipalityLabel');
  const organization = useField<string>('organizationName');
  return (
    <div className="form-field municipality-field">
      <MunicipalityCombobox
        id={id}
        label={
          <>
            自治体
            <RequiredBadge required={required} />
          </>
        }
        labelClassName="form-field__label"
        beforeInput={
          <p id={supportId} className="form-field__support">
            自治体名または読みを入力し、候補から選んでください（例: おといねっぷ、札幌市）。
          </p>
        }
        chosenLabel="事例の自治体"
        value={text.input.value ?? ''}
        onChange={(value) => {
          text.input.onChange(value);
          // Typed text alone is no municipality: the code waits for a pick.
          if (code.input.value) {
            code.input.onChange('');
            label.input.onChange('');
          }
        }}
        onPick={(option) => {
          code.input.onChange(option.code);
          label.input.onChange(municipalityLabel(option));
          if (!organization.input.value) organization.input.onChange(option.name);
        }}
        invalid={Boolean(message)}
        describedBy={[supportId, message ? errorId : null].filter(Boolean).join(' ')}
      />
      <p className="editorial-form__chosen" role="status">
        {code.input.value
          ? `登録する自治体：${label.input.value || code.input.value}（自治体コード ${code.input.value}）`
          : '自治体はまだ選ばれていません。'}
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}

type Kpi = CaseFormValues['kpis'][number];

export function KpiRowsField() {
  const { input, meta } = useField<Kpi[]>('kpis');
  const rows = input.value || [];
  const listError = meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className="choice-group">
      <legend className="form-field__label">
        効果指標（導入前・導入後）
        <RequiredBadge required={false} />
      </legend>
      <p className="form-field__support">{CASE_KPI_MAX}件まで。導入前・導入後の少なくとも一方と単位を入力します。</p>
      {rows.map((_, index) => (
        <div key={index} className="editorial-kpis__row">
          <TextField name={`kpis[${index}].label`} label={`指標名（${index + 1}）`} required />
          <div className="editorial-form__pair">
            <TextField name={`kpis[${index}].before`} label="導入前" short inputMode="decimal" />
            <TextField name={`kpis[${index}].after`} label="導入後" short inputMode="decimal" />
            <TextField name={`kpis[${index}].unit`} label="単位" short required support="例: 分、時間/年、件" />
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => input.onChange(rows.filter((__, i) => i !== index))}
          >
            指標（{index + 1}）を削除
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary"
        disabled={rows.length >= CASE_KPI_MAX}
        onClick={() => input.onChange([...rows, { label: '', before: '', after: '', unit: '' }])}
      >
        指標を追加
      </button>
      <FieldError id="kpis-error" message={listError} />
    </fieldset>
  );
}

type Image = CaseFormValues['images'][number];

export function CaseImagesField() {
  const { input } = useField<Image[]>('images');
  const list = input.value || [];
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    setFailure(null);
    const added: Image[] = [];
    try {
      for (const file of Array.from(files)) {
        const stored = await uploadFile('image', file);
        added.push({ alt: '', file: { key: stored.key, name: stored.name, kind: stored.kind, url: stored.url } });
      }
    } catch (error) {
      setFailure((error as Error).message);
    }
    setBusy(false);
    if (added.length > 0) input.onChange([...list, ...added]);
  }
  return (
    <fieldset className="choice-group" aria-describedby={`${id}-support`}>
      <legend className="form-field__label">
        画像
        <RequiredBadge required={false} />
      </legend>
      <p id={`${id}-support`} className="form-field__support">
        jpeg・png・webp・svg 形式、1枚{UPLOAD_LIMITS.imageBytes / 1024 / 1024}MBまで、{CASE_LIMITS.images}
        枚まで。画像ごとに、画像が示す内容（代替テキスト）を入力してください。
      </p>
      {list.map((image, index) => (
        <div key={image.file.key} className="editorial-images__row">
          {image.file.url ? <img src={image.file.url} alt="" className="editorial-images__thumb" /> : null}
          <TextField
            name={`images.${index}.alt`}
            label={`画像の説明（${image.file.name}）`}
            required
            support={`${CASE_LIMITS.alt}文字以内。例: 予約システムの受付画面`}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => input.onChange(list.filter((_, i) => i !== index))}
          >
            {image.file.name} を削除
          </button>
        </div>
      ))}
      <div className="form-field">
        <label htmlFor={`${id}-upload`} className="form-field__label">
          画像を追加
        </label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/svg+xml"
          multiple
          disabled={busy || list.length >= CASE_LIMITS.images}
          onChange={(event) => {
            void add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        {busy ? <p role="status">アップロードしています…</p> : null}
      </div>
      <FieldError id={`${id}-error`} message={failure ?? undefined} />
    </fieldset>
  );
}
