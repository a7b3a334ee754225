/**
 * Building blocks of the detail screens (solutions, grants, cases): a header with categories,
 * titled sections and a facts table. Laid out for reading on screen and on paper (detail.css).
 */
import { japanDayStart } from '@portal/shared';
import type { ReactNode } from 'react';
import { TagList } from '../tag-list/tag-list';
import '../skeleton/skeleton.css';
import './detail.css';
import { formatTokyoDate } from '@/lib/format';

export function DetailArticle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`detail${aside ? ' detail--with-aside' : ''}`}>
      <article className="detail__main">{children}</article>
      {aside && <aside className="detail__aside">{aside}</aside>}
    </div>
  );
}

export function DetailHeader({
  title,
  tags,
  source,
  children,
}: {
  title: string;
  tags: readonly string[];
  source?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="detail__header">
      <TagList tags={tags} />
      <h1 className="detail__title">{title}</h1>
      {source && <p className="detail__source">{source}</p>}
      {children}
    </header>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail__section">
      <h2 className="detail__section-title">{title}</h2>
      {children}
    </section>
  );
}

export interface DetailFact {
  label: string;
  value: ReactNode;
}

/** Label–value rows; rows without a value are left out rather than shown empty. */
export function DetailFacts({ facts }: { facts: readonly DetailFact[] }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="detail__facts">
      {shown.map((fact) => (
        <div key={fact.label} className="detail__fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text with its line breaks kept. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="detail__text">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** Placeholder of the detail's final shape while it loads. */
export function DetailSkeleton() {
  return (
    <div className="detail" aria-busy="true" aria-live="polite">
      <p className="visually-hidden">読み込み中…</p>
      <div className="detail__main" aria-hidden="true">
        <span className="skeleton skeleton--text" style={{ width: '12rem' }} />
        <span className="skeleton detail__skeleton-title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" style={{ width: '70%' }} />
      </div>
    </div>
  );
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = iso.length === 10 ? japanDayStart(iso) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatTokyoDate(date);
}
