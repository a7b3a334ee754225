import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PrintButton, PrintHeader } from '@/components/print/print-header';
import { href, routeById, type RouteId } from '@/config/routes';
import './mypage-layout.css';

const LINKS: readonly RouteId[] = [
  'mypage.bookmarks',
  'mypage.searches',
  'mypage.shortlists',
  'mypage.rfis',
  'mypage.notifications',
  'mypage.municipality',
  'mypage.devices',
  'mypage.apiKeys',
  'auth.mypage',
];

/** The frame of the my-page screens: the route's title and the links between them. */
export function MypagePage({
  route,
  printable = false,
  children,
}: {
  route: RouteId;
  /** The shared shortlists are printed for a 決裁. */
  printable?: boolean;
  children: ReactNode;
}) {
  const title = routeById(route).title;
  return (
    <div className="container mypage">
      {printable ? <PrintHeader title={title} /> : null}
      <PageTitle title={title} />
      <nav aria-label="マイページ" className="mypage__nav">
        <ul>
          {LINKS.map((id) => (
            <li key={id}>
              <NavLink to={href(id as 'mypage.bookmarks')} end>
                {routeById(id).title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {printable ? (
        <p className="no-print">
          <PrintButton />
        </p>
      ) : null}
      {children}
    </div>
  );
}
