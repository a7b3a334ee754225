import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { PrintButton, PrintHeader } from '@/components/print/print-header';
import { routeById, type RouteId } from '@/config/routes';
import './request-page.css';

/** The frame of the request, inquiry and completion screens: its route's title (route table). */
export function RequestPage({
  route,
  printable = false,
  children,
}: {
  route: RouteId;
  /** The basket and its confirmation are printed for a 決裁. */
  printable?: boolean;
  children: ReactNode;
}) {
  const title = routeById(route).title;
  return (
    <div className="container request-page">
      {printable ? <PrintHeader title={title} /> : null}
      <PageTitle title={title} />
      {printable ? (
        <p className="no-print">
          <PrintButton />
        </p>
      ) : null}
      {children}
    </div>
  );
}
