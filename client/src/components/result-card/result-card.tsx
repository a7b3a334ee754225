/** One search result: categories, the title linking to the detail, who, a summary and facts. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TagList } from '../tag-list/tag-list';
import { SnippetText, type SnippetLike } from './snippet-text';
import './result-card.css';

export interface ResultFact {
  label: string;
  value: string;
}

interface Props {
  title: string;
  to: string;
  /** The vendor, issuing body or municipality. */
  source?: string | null;
  tags: readonly string[];
  excerpt: string;
  /** Where a keyword matched; shown instead of the excerpt. */
  snippet?: SnippetLike | null | undefined;
  facts: readonly ResultFact[];
  /** Beside the title (a grant's 受付状況). */
  badge?: ReactNode;
  /** Controls about the record (the bookmark toggle), composed in by the route. */
  actions?: ReactNode;
}

export function ResultCard({ title, to, source, tags, excerpt, snippet, facts, badge, actions }: Props) {
  return (
    <article className="result-card">
      {badge}
      <h3 className="result-card__title">
        <Link to={to}>{title}</Link>
      </h3>
      {source && <p className="result-card__source">{source}</p>}
      <TagList tags={tags} />
      <p className="result-card__excerpt">
        {snippet?.inDocument && <span className="result-card__in-document">資料内</span>}
        {snippet ? <SnippetText snippet={snippet} /> : excerpt}
      </p>
      {facts.length > 0 && (
        <dl className="result-card__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="result-card__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions && <div className="result-card__actions">{actions}</div>}
    </article>
  );
}
