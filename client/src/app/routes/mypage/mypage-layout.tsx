import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { href, routeById, type RouteId } from '@/config/routes';
import './mypage-layout.css';

const LINKS: readonly RouteId[] = ['mypage.bookmarks', 'mypage.searches', 'mypage.shortlists', 'auth.mypage'];

/** The frame of the my-page screens: the route's title and the links between them. */
export function MypagePage({ route, children }: { route: RouteId; children: ReactNode }) {
  return (
    <div className="container mypage">
      <PageTitle title={routeById(route).title} />
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
      {children}
    </div>
  );
}
