/**
 * The frame of a detail screen: breadcrumbs (section, then the record's title), the loading
 * placeholder, the refusal message, and the record itself once loaded.
 */
import type { Section } from '@portal/shared';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { DetailSkeleton } from '@/components/detail/detail-parts';
import { useDocumentTitle } from '@/components/detail/use-document-title';
import { PageTitle } from '@/components/page-title';
import { useDetailScreen } from '../hooks/use-detail-screen';
import { AccessMessage } from './access-message';

interface Props {
  section: Section;
  /** The screen's name, shown while no record can be shown. */
  screenTitle: string;
  /** The record's title once loaded. */
  title: string | undefined;
  error: unknown;
  children: ReactNode;
}

export function DetailScreen({ section, screenTitle, title, error, children }: Props) {
  const { breadcrumbs, refusal } = useDetailScreen(section, title, error);
  useDocumentTitle(title);
  return (
    <div className="container">
      <Breadcrumbs items={breadcrumbs} />
      {refusal ? (
        <>
          <PageTitle title={screenTitle} />
          <AccessMessage code={refusal} />
        </>
      ) : title ? (
        <>
          <p className="detail__tools detail__no-print">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              このページを印刷する
            </button>
          </p>
          {children}
        </>
      ) : (
        <>
          <h1 className="visually-hidden">{screenTitle}</h1>
          <DetailSkeleton />
        </>
      )}
    </div>
  );
}
