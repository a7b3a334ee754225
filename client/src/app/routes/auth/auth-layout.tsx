import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { ROUTES } from '@/config/routes';
import '@/features/auth/components/auth.css';

/** The frame of every account screen: its title from the route table, a readable width. */
export function AuthPage({ path, title, children }: { path: string; title?: string; children: ReactNode }) {
  const routeTitle = title ?? ROUTES.find((route) => route.path === path)?.title ?? '';
  return (
    <div className="container auth-page">
      {routeTitle ? <PageTitle title={routeTitle} /> : null}
      {children}
    </div>
  );
}
