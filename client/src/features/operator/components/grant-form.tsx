/**
 * The operator's grant form: every field the public grant page shows, under the shared rules
 * (shared/src/grants/validation.ts) with their Japanese messages; the server runs them again.
 * A draft needs its title alone; a published or scheduled grant keeps every rule (`strict`).
 */
import {
  CATEGORIES,
  categoryLabel,
  CITY_KINDS,
  MAX_CATEGORIES,
  MINISTRIES,
  NATIONWIDE_AREA,
  ORGANIZATIONS,
  PREFECTURES,
  REGIONAL_GROUPS,
  TARGET_BODIES,
} from '@portal/shared';
import { APPLICANT_KINDS, BUDGET_KINDS, GRANT_LIMITS } from '@portal/shared/grants/fields';
import { validateGrant } from '@portal/shared/grants/validation';
import type { SubmissionErrors } from 'final-form';
import { AppForm } from '@/components/form/app-form';
import { ChoiceGroupField } from '@/components/form/choice-group-field';
import { formErrors } from '@/components/form/nested-errors';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { GrantFormValues } from '../api/grant-form-values';
import { AttachmentsField } from './attachments-field';
import './editorial.css';

const CATEGORY_CHOICES = CATEGORIES.map((c) => ({ id: c.id, label: categoryLabel(c) }));
const AREA_CHOICES = [
  { id: NATIONWIDE_AREA.id, label: NATIONWIDE_AREA.name },
  ...REGIONAL_GROUPS.map((g) => ({ id: g.id, label: `${g.name}（地方全体）` })),
  ...PREFECTURES.map((p) => ({ id: p.id, label: p.name })),
];

export function GrantForm({
  initialValues,
  strict,
  submitLabel,
  onSave,
}: {
  initialValues: GrantFormValues;
  strict: boolean;
  submitLabel: string;
  onSave(values: GrantFormValues): Promise<SubmissionErrors | undefined>;
}) {
  return (
    <AppForm<GrantFormValues>
      label="補助金・交付金の編集"
      className="form editorial-form"
      initialValues={initialValues}
      validate={(values) => formErrors(validateGrant(values, { submit: strict }))}
      failureTitle="保存できませんでした"
      onSubmit={onSave}
    >
      {({ submitting }) => (
        <>
          <p className="form-field__support">「必須」の項目は公開に必要です。下書きはタイトルだけで保存できます。</p>
          <h2 className="editorial-form__heading">基本情報</h2>
          <TextField name="title" label="タイトル" required support={`${GRANT_LIMITS.title}文字以内`} />
          <TextField
            name="description"
            label="概要"
            required
            multiline
            rows={6}
            support="制度の目的と内容。一覧には冒頭が表示されます。"
          />
          <TextField name="issuer" label="実施機関" required support="例: 総務省、〇〇県" />
          <SelectField name="organization" label="実施機関の区分" required choices={ORGANIZATIONS} />
          <SelectField name="ministry" label="所管省庁" choices={MINISTRIES} emptyLabel="なし（国以外）" />
          <TextField name="fiscalYear" label="年度" required short inputMode="numeric" support="西暦（例: 2026）" />
          <SelectField name="budgetKind" label="予算区分" choices={BUDGET_KINDS} emptyLabel="未設定" />

          <h2 className="editorial-form__heading">対象</h2>
          <ChoiceGroupField
            name="applicantKinds"
            label="対象"
            required
            choices={APPLICANT_KINDS}
            support="申請できる者。複数選択できます。"
          />
          <ChoiceGroupField name="targetBodies" label="対象団体" choices={TARGET_BODIES} />
          <ChoiceGroupField
            name="targetCityKinds"
            label="対象自治体区分"
            choices={CITY_KINDS}
            support="自治体の区分で絞り込む検索に使います。"
          />
          <TextField name="targetText" label="対象事業・対象者" multiline rows={3} />

          <h2 className="editorial-form__heading">分類</h2>
          <ChoiceGroupField
            name="categoryIds"
            label="カテゴリー"
            required
            choices={CATEGORY_CHOICES}
            support={`1〜${MAX_CATEGORIES}つ選択してください。`}
          />
          <ChoiceGroupField
            name="areaIds"
            label="対象地域"
            required
            choices={AREA_CHOICES}
            support="全国、地方または都道府県を選択してください。"
          />

          <h2 className="editorial-form__heading">補助の内容</h2>
          <TextField name="subsidyRateText" label="補助率" support="公募要領の表記のまま（例: 2/3以内）" />
          <TextField name="amountText" label="上限額" support="公募要領の表記のまま（例: 上限 1,000万円）" />
          <TextField
            name="amountMax"
            label="上限額（円）"
            short
            inputMode="numeric"
            support="検索の金額帯に使います。空欄なら「上限額」の文から読み取ります。"
          />
          <TextField name="eligibleCosts" label="対象経費" multiline rows={3} />

          <h2 className="editorial-form__heading">公募期間（日本時間）</h2>
          <div className="editorial-form__pair">
            <TextField name="applicationStart" label="公募開始日" type="date" short />
            <TextField name="applicationStartTime" label="公募開始時刻" type="time" short support="空欄なら終日" />
          </div>
          <div className="editorial-form__pair">
            <TextField name="applicationEnd" label="公募締切日" type="date" short support="空欄なら通年・随時" />
            <TextField name="applicationEndTime" label="公募締切時刻" type="time" short support="例: 17:00" />
          </div>

          <h2 className="editorial-form__heading">資料・問い合わせ先</h2>
          <AttachmentsField />
          <TextField name="guidelineUrl" label="公募要領のページのURL" type="url" />
          <TextField name="url" label="公式ページのURL" type="url" />
          <TextField
            name="contact"
            label="問い合わせ先"
            multiline
            rows={3}
            support="担当部署、電話番号、メールアドレスなど"
          />
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
