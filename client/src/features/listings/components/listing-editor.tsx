/**
 * The listing editor: every rule of docs/specification.md §5 runs in react-final-form with the shared
 * validators (the server runs them again). 「下書き保存」 keeps an unfinished listing (limits and
 * types only); 「審査に申請する」 applies every rule and sends it to the operator. A live preview
 * (rendered by the route, as municipal users see the listing) follows every keystroke.
 */
import {
  CATEGORIES,
  LISTING_LIMITS,
  NATIONWIDE_AREA,
  PREFECTURES,
  REGIONAL_GROUPS,
  validateListing,
  type ListingValues,
} from '@portal/shared';
import type { SubmissionErrors } from 'final-form';
import { useState, type ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import { AppForm } from '@/components/form/app-form';
import { FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { EditorValues } from '../api/listing-values';
import { FileField } from './file-field';
import { LinkFields, linkErrors } from './link-fields';
import { ChoiceGroupField, ExplainedItemsField, OfficesField, TextListField } from './list-fields';
import { TermsFields } from './terms-fields';
import './listings.css';

const CATEGORY_CHOICES = CATEGORIES.map((c) => ({ id: c.id, label: c.name }));
const AREA_CHOICES = [
  { id: NATIONWIDE_AREA.id, label: NATIONWIDE_AREA.name },
  ...REGIONAL_GROUPS.map((g) => ({ id: g.id, label: `${g.name}（地方全体）` })),
  ...PREFECTURES.map((p) => ({ id: p.id, label: p.name })),
];

export type SaveListing = (values: EditorValues, submit: boolean) => Promise<SubmissionErrors | void>;

export function ListingEditor({
  initialValues,
  onSave,
  renderPreview,
}: {
  initialValues: EditorValues;
  onSave: SaveListing;
  renderPreview: (values: EditorValues) => ReactNode;
}) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const validate = (values: EditorValues) => ({
    ...(validateListing(values as unknown as ListingValues, { submit: true }) as Record<string, string>),
    ...linkErrors(values.grantLinks),
  });

  /** A draft skips final-form's full rules: only limits and types must hold. */
  async function saveDraft(values: EditorValues) {
    setNotice(null);
    const errors = Object.values({
      ...validateListing(values as unknown as ListingValues, { submit: false }),
      ...linkErrors(values.grantLinks),
    });
    if (errors.length > 0) {
      setNotice({ tone: 'error', lines: ['下書きを保存できませんでした。', ...(errors as string[])] });
      return;
    }
    setSaving(true);
    const failed = (await onSave(values, false)) as Record<string, string> | undefined;
    setSaving(false);
    setNotice(
      failed
        ? { tone: 'error', lines: ['下書きを保存できませんでした。', ...Object.values(failed)] }
        : { tone: 'success', lines: ['下書きを保存しました。'] },
    );
  }

  return (
    <div className="listing-editor">
      <AppForm<EditorValues>
        label="ソリューション掲載情報"
        initialValues={initialValues}
        validate={validate}
        failureTitle="保存できませんでした"
        onSubmit={async (values) => {
          setNotice(null);
          const errors = await onSave(values, true);
          if (errors) return errors;
          setNotice({ tone: 'success', lines: ['審査に申請しました。運営事務局の確認をお待ちください。'] });
          return undefined;
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
            <TextField name="title" label="タイトル" required support={`${LISTING_LIMITS.title}文字以内`} />
            <TextField
              name="description"
              label="説明文"
              multiline
              support={`サービスの概要を${LISTING_LIMITS.description}文字以内で入力してください。`}
            />
            <ChoiceGroupField
              name="categoryIds"
              label="カテゴリー"
              choices={CATEGORY_CHOICES}
              support="1〜3つ選択してください。"
            />
            <FileField
              name="thumbnail"
              label="サムネイル画像"
              purpose="thumbnail"
              required
              support="jpeg・png・webp・svg 形式、10MBまで。"
            />
            <FileField
              name="images"
              label="その他の画像"
              purpose="image"
              multiple
              support="jpeg・png・webp・svg 形式、1枚10MBまで。複数選択できます。"
            />
            <FileField name="video" label="紹介動画（ファイル）" purpose="video" support="mp4 形式、50MBまで。" />
            <TextField
              name="videoUrl"
              type="url"
              label="紹介動画（URL）"
              support="動画配信サイトなどのURL（http:// または https:// で始まるもの）。"
            />
            <TextListField
              name="detailItems"
              label="主な特長"
              itemLabel="特長"
              required
              max={LISTING_LIMITS.detailItem}
              support={`1つ以上、それぞれ${LISTING_LIMITS.detailItem}文字以内。`}
            />
            <ExplainedItemsField titleMax={LISTING_LIMITS.titleItem} explainMax={LISTING_LIMITS.explainItem} />
            <ChoiceGroupField
              name="areaIds"
              label="対象地域"
              choices={AREA_CHOICES}
              support="全国、地方または都道府県を選択してください。"
            />
            <OfficesField />
            <TermsFields />
            <FileField
              name="document"
              label="資料（PDF）"
              purpose="document"
              required
              support="資料請求した自治体職員がダウンロードする資料です。PDF 形式、50MBまで。"
            />
            <LinkFields />
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
              <SubmitButton submitting={submitting} busyLabel="保存しています…">
                審査に申請する
              </SubmitButton>
            </div>
            <FormSpy subscription={{ values: true }}>
              {({ values }) => (
                <section className="listing-editor__preview" aria-labelledby="listing-preview-title">
                  <h2 id="listing-preview-title">プレビュー（自治体職員の方に表示される内容）</h2>
                  {renderPreview(values as EditorValues)}
                </section>
              )}
            </FormSpy>
          </>
        )}
      </AppForm>
    </div>
  );
}
