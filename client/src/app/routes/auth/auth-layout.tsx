import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { routeById, type RouteId } from '@/config/routes';
import '@/features/auth/components/auth.css';

/** The frame of every account screen: its route's title (route table), a readable width. */
export function AuthPage({ route, children }: { route: RouteId; children: ReactNode }) {
  return (
    <div className="container auth-page">
      <PageTitle title={routeById(route).title} />
      {children}
    </div>
  );
}
