/**
 * The operator's case form: every field the public case page shows, under the shared rules
 * (shared/src/cases/validation.ts, figures.ts) with their Japanese messages; the server runs them
 * again and checks the municipality, listing and grants against the database. A draft needs its
 * title alone; a published or scheduled case keeps every rule (`strict`).
 */
import { CATEGORIES, categoryLabel, MAX_CATEGORIES } from '@portal/shared';
import { CASE_LIMITS, validateCase } from '@portal/shared/cases/validation';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { AppForm } from '@/components/form/app-form';
import { ChoiceGroupField } from '@/components/form/choice-group-field';
import { formErrors } from '@/components/form/nested-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldState } from '@/components/form/use-field-state';
import type { CaseFormValues } from '../api/case-form-values';
import { CaseImagesField, CaseMunicipalityField, KpiRowsField } from './case-form-parts';
import { RecordPicker, type PickedRecord } from './record-picker';
import './editorial.css';

const CATEGORY_CHOICES = CATEGORIES.map((c) => ({ id: c.id, label: categoryLabel(c) }));

export interface CaseFormSearches {
  grants(text: string): Promise<PickedRecord[]>;
  solutions(text: string): Promise<PickedRecord[]>;
}

function GrantsPicker({ search, initial }: { search: CaseFormSearches['grants']; initial: PickedRecord[] }) {
  const { field, message } = useFieldState<string[]>('grantIds');
  const [titles, setTitles] = useState(() => new Map(initial.map((g) => [g.id, g.title])));
  const ids = field.input.value || [];
  return (
    <RecordPicker
      label="活用した補助金"
      support={`公開中の補助金・交付金から${CASE_LIMITS.grants}件まで選べます。`}
      picked={ids.map((id) => ({ id, title: titles.get(id) ?? `補助金（ID ${id}）` }))}
      max={CASE_LIMITS.grants}
      error={message}
      search={search}
      onChange={(records) => {
        setTitles(new Map([...titles, ...records.map((r) => [r.id, r.title] as const)]));
        field.input.onChange(records.map((r) => r.id));
      }}
    />
  );
}

function SolutionPicker({ search, initial }: { search: CaseFormSearches['solutions']; initial: PickedRecord | null }) {
  const { field, message } = useFieldState<string>('solutionId');
  const name = useField<string>('solutionName');
  const vendor = useField<string>('vendorName');
  const [picked, setPicked] = useState<PickedRecord | null>(initial);
  const current = field.input.value ? (picked ?? { id: field.input.value, title: `ID ${field.input.value}` }) : null;
  return (
    <RecordPicker
      label="導入したソリューション（掲載中）"
      support="ポータルに掲載中のソリューションなら選んでください。掲載のない製品は下の欄に名前を入力します。"
      picked={current ? [current] : []}
      single
      error={message}
      search={search}
      onChange={(records) => {
        const record = records[0] ?? null;
        setPicked(record);
        field.input.onChange(record?.id ?? '');
        if (record) {
          name.input.onChange(record.title);
          if (record.about) vendor.input.onChange(record.about);
        }
      }}
    />
  );
}

export function CaseForm({
  initialValues,
  strict,
  submitLabel,
  onSave,
  searches,
  initialGrants,
  initialSolution,
}: {
  initialValues: CaseFormValues;
  strict: boolean;
  submitLabel: string;
  onSave(values: CaseFormValues): Promise<SubmissionErrors | undefined>;
  searches: CaseFormSearches;
  initialGrants: PickedRecord[];
  initialSolution: PickedRecord | null;
}) {
  return (
    <AppForm<CaseFormValues>
      label="導入事例の編集"
      className="form editorial-form"
      initialValues={initialValues}
      validate={(values) => formErrors(validateCase(values, { submit: strict }))}
      failureTitle="保存できませんでした"
      onSubmit={onSave}
    >
      {({ submitting }) => (
        <>
          <p className="form-field__support">「必須」の項目は公開に必要です。下書きはタイトルだけで保存できます。</p>
          <h2 className="editorial-form__heading">基本情報</h2>
          <TextField name="title" label="タイトル" required support={`${CASE_LIMITS.title}文字以内`} />
          <TextField
            name="summary"
            label="概要"
            required
            multiline
            rows={4}
            support={`${CASE_LIMITS.summary}文字以内。一覧には冒頭が表示されます。`}
          />
          <CaseMunicipalityField required />
          <TextField name="organizationName" label="実施主体名" required support="例: 〇〇市 市民課" />
          <ChoiceGroupField
            name="categoryIds"
            label="カテゴリー"
            required
            choices={CATEGORY_CHOICES}
            support={`1〜${MAX_CATEGORIES}つ選択してください。`}
          />
          <TextField
            name="fiscalYear"
            label="年度"
            required
            short
            inputMode="numeric"
            support="導入した年度（西暦、例: 2025）"
          />

          <h2 className="editorial-form__heading">ソリューション</h2>
          <SolutionPicker search={searches.solutions} initial={initialSolution} />
          <TextField name="solutionName" label="ソリューション・製品名" />
          <TextField name="vendorName" label="提供事業者" />

          <h2 className="editorial-form__heading">本文</h2>
          <TextField name="background" label="導入前の課題" required multiline />
          <TextField name="approach" label="取り組み内容" required multiline />
          <TextField name="outcome" label="導入の効果" required multiline />

          <h2 className="editorial-form__heading">費用と効果</h2>
          <p className="form-field__support">空欄は「未公表」と表示されます。金額は円（桁区切りの「,」も可）。</p>
          <div className="editorial-form__pair">
            <TextField name="initialCost" label="導入費用（円）" short inputMode="numeric" />
            <TextField name="annualCost" label="年間費用（円）" short inputMode="numeric" />
          </div>
          <div className="editorial-form__pair">
            <TextField name="subsidyAmount" label="補助金充当額（円）" short inputMode="numeric" />
            <TextField name="periodMonths" label="導入期間（か月）" short inputMode="numeric" />
          </div>
          <KpiRowsField />
          <GrantsPicker search={searches.grants} initial={initialGrants} />

          <h2 className="editorial-form__heading">画像</h2>
          <CaseImagesField />
          <div className="form-actions">
            <SubmitButton submitting={submitting} busyLabel="保存しています…">
              {submitLabel}
            </SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
