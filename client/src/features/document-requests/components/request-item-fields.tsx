/** What one basket item asks for: inquiry types, contact means and free text. */
import { CONTACT_MEANS, INQUIRY_TYPES, REQUEST_LIMITS } from '@portal/shared';
import { TextField } from '@/components/form/text-field';
import { fieldName } from '../request-form-values';
import { CodeCheckboxes } from './code-checkboxes';
import { formatInteger } from '@/lib/format';

export function RequestItemFields({ uid }: { uid: string }) {
  return (
    <div className="request-item-fields">
      <CodeCheckboxes name={fieldName(uid, 'types')} legend="お問い合わせの種別" options={INQUIRY_TYPES} />
      <CodeCheckboxes name={fieldName(uid, 'means')} legend="ご希望の連絡方法" options={CONTACT_MEANS} />
      <TextField
        name={fieldName(uid, 'contents')}
        label="お問い合わせ内容"
        multiline
        rows={4}
        support={`ご質問やご要望があればご記入ください（${formatInteger(REQUEST_LIMITS.itemContents)}文字以内）。「その他」を選んだ場合は必須です。`}
      />
    </div>
  );
}
