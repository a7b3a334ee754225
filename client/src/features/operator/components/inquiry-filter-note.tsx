/**
 * What a status-filtered inquiry list leaves out, and the switch to every status: a replied
 * inquiry moves to 対応中 and would otherwise vanish from the 未対応 list without a word.
 */
import { INQUIRY_STATUS_LABELS } from '../inquiry-status';

export function InquiryFilterNote({ status, onShowAll }: { status: string; onShowAll(): void }) {
  const others = Object.entries(INQUIRY_STATUS_LABELS)
    .filter(([value]) => value !== status)
    .map(([, label]) => `「${label}」`)
    .join('・');
  return (
    <div className="console-filter-note">
      <p>
        「{INQUIRY_STATUS_LABELS[status] ?? status}」のお問い合わせだけを表示しています。{others}
        のものは表示していません。
        {status === 'open' && '返信したお問い合わせは「対応中」になります。'}
      </p>
      <button type="button" className="button button--secondary" onClick={onShowAll}>
        すべての対応状況を表示する
      </button>
    </div>
  );
}
