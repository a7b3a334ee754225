/**
 * /operator: the operator console's start, the counts of waiting work and one entry per section
 * (the server refuses non-operators).
 */
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { ConsoleCounts } from '@/features/operator/components/console-counts';
import { CONSOLE_SECTIONS, ConsoleNav } from '@/features/operator/components/console-nav';

export function Component() {
  return (
    <div className="container">
      <PageTitle title="運営者メニュー" />
      <ConsoleNav />
      <ConsoleCounts />
      <h2>メニュー</h2>
      <ul className="console-sections">
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>：{section.about}
          </li>
        ))}
      </ul>
      <p>すべての操作は確認の後に実行され、操作した人・日時・理由が監査ログに残ります。</p>
    </div>
  );
}
