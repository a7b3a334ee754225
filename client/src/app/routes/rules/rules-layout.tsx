/** A rules page: the document, a table of contents for long ones, and links to the other rules pages. */
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { href } from '@/config/routes';
import type { RulesBlock, RulesDocument } from './rules-document';
import './rules-page.css';

const RULES_NAV = [
  { to: href('rules.terms'), label: '利用規約' },
  { to: href('rules.privacy'), label: 'プライバシーポリシー' },
  { to: href('rules.security'), label: '情報セキュリティ基本方針' },
  { to: href('rules.law'), label: '特定商取引法に基づく表記' },
  { to: href('rules.accessibility'), label: 'ウェブアクセシビリティ方針' },
  { to: href('rules.faq'), label: 'よくあるご質問' },
];

export function Block({ block }: { block: RulesBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return (
    <table className="rules-table">
      {block.caption && <caption>{block.caption}</caption>}
      <tbody>
        {block.table.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RulesLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="container rules">
      <Breadcrumbs items={[{ label: 'ホーム', to: href('home') }, { label: title }]} />
      <div className="rules__columns">
        <article className="rules__article">
          <PageTitle title={title} />
          {children}
        </article>
        <nav aria-label="ご利用にあたって" className="rules__nav">
          <p className="rules__nav-heading">ご利用にあたって</p>
          <ul>
            {RULES_NAV.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} aria-current={entry.to === pathname ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function RulesPage({ document }: { document: RulesDocument }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <RulesLayout title={document.title}>
      {document.lead.map((paragraph) => (
        <p key={paragraph} className="rules__lead">
          {paragraph}
        </p>
      ))}
      {document.toc && (
        <nav aria-label="目次" className="rules__toc">
          <p className="rules__toc-heading">目次</p>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(index)} className="rules__section">
          <h2 id={anchor(index)}>{section.heading}</h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
      <div className="rules__history">
        {document.history.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </RulesLayout>
  );
}
