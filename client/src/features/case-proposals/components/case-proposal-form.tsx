/**
 * The vendor's case proposal form: the shared rules (shared/src/cases/proposal.ts) run here and
 * again on the server. 「下書き保存」 checks limits and types only; 「審査に申請する」 (「再申請する」
 * for a returned proposal) applies every rule, the municipality's consent included.
 */
import { CATEGORIES } from '@portal/shared';
import { CASE_PROPOSAL_CONSENT_LABEL, validateCaseProposal } from '@portal/shared/cases/proposal';
import { CASE_LIMITS } from '@portal/shared/cases/validation';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ChoiceGroupField } from '@/components/form/choice-group-field';
import { FormNotice } from '@/components/form/form-notice';
import { formErrors } from '@/components/form/nested-errors';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { MunicipalityField } from '@/components/municipality/municipality-field';
import { sharedValuesOf, type ProposalFormValues } from '../api/proposal-values';
import { ProposalFigureFields } from './proposal-kpi-fields';
import { ProposalGrantPicker } from './proposal-grant-picker';
import { ProposalImageFields } from './proposal-image-fields';
import './case-proposals.css';

const CATEGORY_CHOICES = CATEGORIES.map((c) => ({ id: c.id, label: c.name }));

export type SaveProposal = (values: ProposalFormValues, submit: boolean) => Promise<SubmissionErrors | void>;

export function CaseProposalForm({
  initialValues,
  listings,
  resubmit,
  onSave,
}: {
  initialValues: ProposalFormValues;
  /** The company's published listings, the ones a case may name. */
  listings: readonly { id: string; title: string }[];
  /** A returned proposal: the button says so. */
  resubmit: boolean;
  onSave: SaveProposal;
}) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  async function saveDraft(values: ProposalFormValues) {
    setNotice(null);
    const errors = Object.values(validateCaseProposal(sharedValuesOf(values), { submit: false }));
    if (errors.length > 0) {
      setNotice({ tone: 'error', lines: ['下書きを保存できませんでした。', ...errors] });
      return;
    }
    setSaving(true);
    const failed = (await onSave(values, false)) as Record<string, unknown> | undefined;
    setSaving(false);
    setNotice(
      failed
        ? {
            tone: 'error',
            lines: ['下書きを保存できませんでした。', ...Object.values(failed).filter((v) => typeof v === 'string')],
          }
        : { tone: 'success', lines: ['下書きを保存しました。'] },
    );
  }

  return (
    <AppForm<ProposalFormValues>
      label="導入事例の投稿"
      className="form proposal-form"
      initialValues={initialValues}
      validate={(values) => formErrors(validateCaseProposal(sharedValuesOf(values), { submit: true }))}
      failureTitle="申請できませんでした"
      onSubmit={async (values) => {
        setNotice(null);
        const errors = await onSave(values, true);
        return errors ?? undefined;
      }}
    >
      {({ submitting, form }) => (
        <>
          {notice ? (
            <FormNotice tone={notice.tone}>
              {notice.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </FormNotice>
          ) : null}
          <SelectField
            name="solutionId"
            label="導入したソリューション"
            required
            choices={listings.map((l) => ({ id: l.id, label: l.title }))}
            support="自社の掲載中のソリューションから選択してください。"
          />
          <MunicipalityField
            name="municipality"
            label="導入した自治体"
            chosenLabel="事例の自治体"
            required
            support="自治体名または読みを入力し、候補から選択してください（例：戸田市、とだし）。"
          />
          <TextField
            name="organizationName"
            label="実施主体名"
            required
            support={`担当部署まで（例：戸田市 市民課）。${CASE_LIMITS.organizationName}文字以内。`}
          />
          <TextField name="title" label="タイトル" required support={`${CASE_LIMITS.title}文字以内。`} />
          <TextField
            name="summary"
            label="概要"
            required
            multiline
            rows={3}
            support={`事例の要点を${CASE_LIMITS.summary.toLocaleString('ja-JP')}文字以内で。`}
          />
          <ChoiceGroupField
            name="categoryIds"
            label="カテゴリー"
            required
            choices={CATEGORY_CHOICES}
            support="1〜3つ選択してください。"
          />
          <TextField
            name="fiscalYear"
            label="導入年度"
            required
            short
            inputMode="numeric"
            support="西暦（例：2025）。"
          />
          <TextField name="background" label="導入前の課題" required multiline />
          <TextField name="approach" label="取り組み内容" required multiline />
          <TextField name="outcome" label="導入の効果" required multiline />
          <ProposalFigureFields />
          <ProposalGrantPicker />
          <ProposalImageFields />
          <CheckboxField
            name="consent"
            label={CASE_PROPOSAL_CONSENT_LABEL}
            required
            support="掲載する内容について、導入した自治体の了承を得てから申請してください。"
          />
          <div className="form-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={submitting || saving}
              aria-busy={saving}
              onClick={() => void saveDraft(form.getState().values)}
            >
              {saving ? '保存しています…' : '下書き保存'}
            </button>
            <SubmitButton submitting={submitting} busyLabel="申請しています…">
              {resubmit ? '修正して再申請する' : '審査に申請する'}
            </SubmitButton>
          </div>
        </>
      )}
    </AppForm>
  );
}
