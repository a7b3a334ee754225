/**
 * The listing's price and certification fields: all optional, checked by the shared
 * rules (shared/src/listings/terms.ts) like every other field of the editor.
 */
import { CERTIFICATIONS, FREE_TRIAL_LABELS, PRICING_UNITS, TERM_LABELS, TERMS_LIMITS } from '@portal/shared';
import { FieldError } from '@/components/form/field-error';
import { RequiredBadge } from '@/components/form/required-badge';
import { TextField } from '@/components/form/text-field';
import { useFieldState } from '@/components/form/use-field-state';
import { ChoiceGroupField } from './list-fields';

const CERTIFICATION_CHOICES = Object.entries(CERTIFICATIONS).map(([id, label]) => ({ id, label }));

function PricingUnitField() {
  const { id, errorId, field, message, describedBy } = useFieldState<string>('pricingUnit');
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {TERM_LABELS.pricingUnit}
        <RequiredBadge required={false} />
      </label>
      <select
        id={id}
        className="form-field__control form-field__control--select"
        value={field.input.value ?? ''}
        onChange={field.input.onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">（選択しない）</option>
        {Object.entries(PRICING_UNITS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  );
}

function FreeTrialField() {
  const { id, errorId, field, message } = useFieldState<string>('freeTrial');
  const value = field.input.value || 'unknown';
  return (
    <fieldset className="list-field" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {TERM_LABELS.freeTrial}
        <RequiredBadge required={false} />
      </legend>
      <div className="choice-grid">
        {Object.entries(FREE_TRIAL_LABELS).map(([option, label], index) => (
          <label key={option} className="choice-grid__item">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name="freeTrial"
              value={option}
              checked={value === option}
              onChange={() => field.input.onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

export function TermsFields() {
  return (
    <fieldset className="list-field listing-editor__terms">
      <legend className="listing-editor__group-title">料金・サポート・セキュリティ（任意）</legend>
      <p className="form-field__support">
        自治体職員が比較表で見比べる項目です。空欄のままでも掲載できます（比較表では「未記載」と表示されます）。
      </p>
      <PricingUnitField />
      <TextField
        name="initialCost"
        label={TERM_LABELS.initialCost}
        inputMode="numeric"
        short
        support="円単位の半角数字（例：300000）。無料なら 0。"
      />
      <TextField
        name="annualCost"
        label={TERM_LABELS.annualCost}
        inputMode="numeric"
        short
        support="1年間の利用料の目安。円単位の半角数字（例：360000）。"
      />
      <TextField
        name="priceText"
        label={TERM_LABELS.priceText}
        support={`料金の補足（例：人口規模により変動）。${TERMS_LIMITS.priceText}文字以内。`}
      />
      <FreeTrialField />
      <TextField
        name="supportHours"
        label={TERM_LABELS.supportHours}
        support={`例：平日 9:00〜18:00（電話・メール）。${TERMS_LIMITS.supportHours}文字以内。`}
      />
      <TextField
        name="deliveryPeriod"
        label={TERM_LABELS.deliveryPeriod}
        support={`例：契約から約2か月。${TERMS_LIMITS.deliveryPeriod}文字以内。`}
      />
      <ChoiceGroupField
        name="certifications"
        label={TERM_LABELS.certifications}
        choices={CERTIFICATION_CHOICES}
        required={false}
        support="取得・登録しているものをすべて選択してください。"
      />
    </fieldset>
  );
}
