/**
 * Records linked to the one on screen (the grants a solution fits, the cases that used
 * it, …) as a list of links, each with a line of context. An empty list says so in words.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DetailSection } from './detail-parts';
import './linked-records.css';

export interface LinkedRecord {
  id: string;
  to: string;
  title: string;
  /** A badge or a short line beside the title (a grant's status, the municipality). */
  meta?: ReactNode;
  /** A note below (which 対象経費 a solution fits). */
  note?: string | null;
}

export function LinkedRecords({
  title,
  records,
  empty,
}: {
  title: string;
  records: readonly LinkedRecord[];
  empty: string;
}) {
  return (
    <DetailSection title={title}>
      {records.length === 0 ? (
        <p className="linked-records__empty">{empty}</p>
      ) : (
        <ul className="linked-records">
          {records.map((record) => (
            <li key={record.id} className="linked-records__item">
              <Link to={record.to} className="linked-records__title">
                {record.title}
              </Link>
              {record.meta ? <div className="linked-records__meta">{record.meta}</div> : null}
              {record.note ? <p className="linked-records__note">{record.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
