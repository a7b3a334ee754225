/** 導入費用と効果: three amounts, the months, and up to five KPI rows (a blank row is ignored). */
import { CASE_KPI_MAX } from '@portal/shared/cases/figures';
import { TextField } from '@/components/form/text-field';

export function ProposalFigureFields() {
  return (
    <fieldset className="proposal-form__group">
      <legend className="form-field__label">導入費用と効果（任意）</legend>
      <p className="form-field__support">
        空欄の項目は「未公表」として表示されます。金額は円で、桁区切りのカンマも使えます。
      </p>
      <div className="proposal-form__row">
        <TextField name="initialCost" label="導入費用（円）" inputMode="numeric" short />
        <TextField name="annualCost" label="年間費用（円）" inputMode="numeric" short />
        <TextField name="subsidyAmount" label="補助金充当額（円）" inputMode="numeric" short />
        <TextField name="periodMonths" label="導入期間（か月）" inputMode="numeric" short />
      </div>
      <p className="form-field__support">
        導入効果の指標：指標名・単位と、導入前・導入後の少なくとも一方（{CASE_KPI_MAX}件まで）。
      </p>
      {Array.from({ length: CASE_KPI_MAX }, (_, i) => (
        <div key={i} className="proposal-form__row" role="group" aria-label={`指標${i + 1}`}>
          <TextField name={`kpis[${i}].label`} label={`指標${i + 1}の名前`} />
          <TextField name={`kpis[${i}].before`} label="導入前" inputMode="decimal" short />
          <TextField name={`kpis[${i}].after`} label="導入後" inputMode="decimal" short />
          <TextField name={`kpis[${i}].unit`} label="単位" short />
        </div>
      ))}
    </fieldset>
  );
}
