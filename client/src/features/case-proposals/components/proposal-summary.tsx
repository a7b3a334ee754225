/** A proposal's content as the operator reviews it (and a vendor reads one it can no longer edit). */
import { findCategory } from '@portal/shared';
import type { ProposalValues } from '../api/proposal-values';
import './case-proposals.css';

const yen = (value: string) => (value ? `${value}円` : '未記入');

export function ProposalSummary({ values: v }: { values: ProposalValues }) {
  const rows: [string, string][] = [
    ['導入したソリューション', v.solutionTitle ?? '（掲載されていません）'],
    ['導入した自治体', v.municipality || '未選択'],
    ['実施主体名', v.organizationName],
    ['カテゴリー', v.categoryIds.map((id) => findCategory(id)?.name ?? id).join('、')],
    ['導入年度', v.fiscalYear],
    ['概要', v.summary],
    ['導入前の課題', v.background],
    ['取り組み内容', v.approach],
    ['導入の効果', v.outcome],
    ['導入費用', yen(v.initialCost)],
    ['年間費用', yen(v.annualCost)],
    ['補助金充当額', yen(v.subsidyAmount)],
    ['導入期間', v.periodMonths ? `${v.periodMonths}か月` : '未記入'],
    [
      '効果指標',
      v.kpis.map((k) => `${k.label}：導入前 ${k.before || '—'} → 導入後 ${k.after || '—'}（${k.unit}）`).join('\n') ||
        'なし',
    ],
    ['活用した補助金', v.grants.map((g) => g.title || `ID ${g.id}`).join('\n') || 'なし'],
  ];
  return (
    <div className="proposal-summary">
      <dl>
        {rows.map(([label, text]) => (
          <div key={label} className="proposal-summary__row">
            <dt>{label}</dt>
            <dd>{text || '未記入'}</dd>
          </div>
        ))}
      </dl>
      {v.images.length > 0 ? (
        <ul className="proposal-summary__images" aria-label="画像">
          {v.images.map((image) => (
            <li key={image.file.key}>
              {image.file.url ? <img src={image.file.url} alt={image.alt} /> : null}
              <span>{image.alt}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
