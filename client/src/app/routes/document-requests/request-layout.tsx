import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { routeById, type RouteId } from '@/config/routes';
import './request-page.css';

/** The frame of the request, inquiry and completion screens: its route's title (route table). */
export function RequestPage({ route, children }: { route: RouteId; children: ReactNode }) {
  return (
    <div className="container request-page">
      <PageTitle title={routeById(route).title} />
      {children}
    </div>
  );
}
