import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { getConfig } from '@/config/runtime';
import type { SectionCounts } from './home-hero';
import { formatInteger } from '@/lib/format';
import { ForViewer } from './for-viewer';
import { readsAsVisitor, type ViewerStanding } from '@/lib/auth/viewer-role';

export function HomeEntries({ counts, viewer }: { counts: SectionCounts | null; viewer: ViewerStanding }) {
  const entries = [
    {
      to: href('solutions.main'),
      title: getConfig().solutionsMenuLabel,
      text: '防災、窓口、子育て、DX推進など、自治体向けに提供されている民間サービスを探せます。',
      note: (
        <ForViewer viewer={viewer}>
          {readsAsVisitor(viewer) ? '自治体職員の方専用（ログインが必要です）' : '自治体職員の方専用'}
        </ForViewer>
      ),
      count: counts?.solutions,
    },
    {
      to: href('grants.list'),
      title: '補助金・交付金を探す',
      text: '国・都道府県・財団などの補助金や交付金を、分野・地域・対象団体から絞り込めます。',
      note: 'どなたでもご覧いただけます',
      count: counts?.grants,
    },
    {
      to: href('cases.list'),
      title: '導入事例を探す',
      text: '同じ規模・同じ課題を持つ自治体が、どのように取り組んだかを参考にできます。',
      note: 'どなたでもご覧いただけます',
      count: counts?.cases,
    },
  ];
  return (
    <section aria-labelledby="entries-heading" className="home-section">
      <h2 id="entries-heading" className="home-section__heading">
        目的から探す
      </h2>
      <ul className="home-entries">
        {entries.map((entry) => (
          <li key={entry.to} className="home-entry">
            <Link to={entry.to} className="home-entry__link">
              <span className="home-entry__title">{entry.title}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="home-entry__arrow">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </Link>
            <p className="home-entry__text">{entry.text}</p>
            <p className="home-entry__meta">
              {typeof entry.note === 'string' ? <span>{entry.note}</span> : entry.note}
              <span>掲載 {entry.count == null ? '—' : formatInteger(entry.count)} 件</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
