/**
 * The operator's form for a case's 導入費用と効果: three amounts, the months, and up to five KPI
 * rows (a blank row is ignored). The shared rules (shared/src/cases/figures.ts) run here and
 * again on the server. Loaded only for operators (lazy); saved through Apollo (lib/apollo-operations).
 */
// Not through the package's index: whatever the index exports lands in every page's first load.
import { CASE_KPI_MAX, type CaseFiguresValues, validateCaseFigures } from '@portal/shared/cases/figures';
import { FORM_ERROR, setIn } from 'final-form';
import { useState } from 'react';
import { AppForm } from '@/components/form/app-form';
import { TextField } from '@/components/form/text-field';
import { graphql } from '@/gql';
import type { UpdateCaseFiguresMutation } from '@/gql/graphql';
import { failureMessage, mutate } from '@/lib/apollo-operations';

const UPDATE_CASE_FIGURES = graphql(`
  mutation UpdateCaseFigures($id: ID!, $input: CaseFiguresInput!) {
    updateCaseFigures(id: $id, input: $input) {
      id
      ...CaseFigures_case
    }
  }
`);

export interface CaseFiguresFormProps {
  caseId: string;
  /** The figures shown now (the screen unmasks them: this chunk carries no display code). */
  initial: CaseFiguresValues;
  /** Called with the answer (the figures as saved), for the screen to show them. */
  onSaved(item: UpdateCaseFiguresMutation['updateCaseFigures']): void;
}

function nested(errors: Record<string, string>): Record<string, unknown> {
  return Object.entries(errors).reduce<object>((all, [field, message]) => setIn(all, field, message), {}) as Record<
    string,
    unknown
  >;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Lazy-loaded by the case screen (React.lazy wants a default export). */
export default CaseFiguresForm;

export function CaseFiguresForm({ caseId, initial, onSaved }: CaseFiguresFormProps) {
  const [saved, setSaved] = useState(false);
  const kpis = Array.from({ length: CASE_KPI_MAX }, (_, i) => {
    const kpi = initial.kpis?.[i];
    return { label: text(kpi?.label), before: text(kpi?.before), after: text(kpi?.after), unit: text(kpi?.unit) };
  });
  return (
    <AppForm<CaseFiguresValues>
      label="導入費用と効果の編集"
      failureTitle="保存できませんでした"
      initialValues={{
        initialCost: text(initial.initialCost),
        annualCost: text(initial.annualCost),
        subsidyAmount: text(initial.subsidyAmount),
        periodMonths: text(initial.periodMonths),
        kpis,
      }}
      validate={(values) => nested(validateCaseFigures(values))}
      onSubmit={async (values) => {
        setSaved(false);
        try {
          const input = {
            initialCost: text(values.initialCost),
            annualCost: text(values.annualCost),
            subsidyAmount: text(values.subsidyAmount),
            periodMonths: text(values.periodMonths),
            kpis: (values.kpis ?? []).map((kpi) => ({
              label: text(kpi?.label),
              before: text(kpi?.before),
              after: text(kpi?.after),
              unit: text(kpi?.unit),
            })),
          };
          const answer = await mutate(UPDATE_CASE_FIGURES, { id: caseId, input });
          setSaved(true);
          onSaved(answer.updateCaseFigures);
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: failureMessage(error) };
        }
      }}
    >
      {({ submitting }) => (
        <>
          <p className="case-figures__caption">
            空欄の項目は「未公表」として表示されます。金額は円、桁区切りのカンマも使えます。
          </p>
          <div className="case-figures-form__costs">
            <TextField name="initialCost" label="導入費用（円）" inputMode="numeric" short />
            <TextField name="annualCost" label="年間費用（円）" inputMode="numeric" short />
            <TextField name="subsidyAmount" label="補助金充当額（円）" inputMode="numeric" short />
            <TextField name="periodMonths" label="導入期間（か月）" inputMode="numeric" short />
          </div>
          <fieldset className="case-figures-form__kpis">
            <legend>導入効果の指標（導入前・導入後のどちらかは必須、{CASE_KPI_MAX}件まで）</legend>
            {kpis.map((_, i) => (
              <div key={i} className="case-figures-form__kpi" role="group" aria-label={`指標${i + 1}`}>
                <TextField name={`kpis[${i}].label`} label={`指標${i + 1}の名前`} />
                <TextField name={`kpis[${i}].before`} label="導入前" inputMode="decimal" short />
                <TextField name={`kpis[${i}].after`} label="導入後" inputMode="decimal" short />
                <TextField name={`kpis[${i}].unit`} label="単位" short />
              </div>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? '保存しています…' : '費用と効果を保存する'}
          </button>
          {saved && (
            <p role="status" className="case-figures__caption">
              保存しました。
            </p>
          )}
        </>
      )}
    </AppForm>
  );
}
