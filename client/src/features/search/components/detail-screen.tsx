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
import { PrintButton, PrintHeader } from '@/components/print/print-header';
import { useDetailScreen } from '../hooks/use-detail-screen';
import { AccessMessage } from './access-message';

interface Props {
  section: Section;
  /** The screen's name, shown while no record can be shown. */
  screenTitle: string;
  /** The record's title once loaded. */
  title: string | undefined;
  error: unknown;
  /** The record's number, printed in the header block of a printout (掲載番号). */
  recordId?: string | undefined;
  children: ReactNode;
}

export function DetailScreen({ section, screenTitle, title, error, recordId, children }: Props) {
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
          <PrintHeader title={title} record={recordId ? { label: '掲載番号', value: recordId } : undefined} />
          <p className="detail__tools detail__no-print">
            <PrintButton />
          </p>
          {children}
        </>
      ) : (
        // Busy as a whole, stand-in heading included: a page change's focus waits for the record's
        // own heading (components/layout/focus-target.ts).
        <div aria-busy="true">
          <h1 className="visually-hidden">{screenTitle}</h1>
          <DetailSkeleton />
        </div>
      )}
    </div>
  );
}
