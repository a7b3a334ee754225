import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { ROUTES } from '@/config/routes';
import './request-page.css';

/** The frame of the request, inquiry and completion screens: title from the route table. */
export function RequestPage({ path, children }: { path: string; children: ReactNode }) {
  const title = ROUTES.find((route) => route.path === path)?.title ?? '';
  return (
    <div className="container request-page">
      <PageTitle title={title} />
      {children}
    </div>
  );
}
