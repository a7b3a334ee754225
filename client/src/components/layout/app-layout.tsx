/** What every page wears: skip link, header, main landmark, footer and the floating controls. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SnackbarHost } from '@/components/snackbar/snackbar-host';
import { hadSession, useSession } from '@/lib/auth/session';
import { usePageViews } from '@/lib/analytics/use-page-views';
import { BackToTop } from './back-to-top';
import { focusNewPage, focusTarget } from './focus-target';
import { NavigationProgress } from './navigation-progress';
import { ScrollKeptAfter, ScrollKeptBefore } from './scroll-kept';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/**
 * After a client-side navigation, focus moves to the new page's heading, so a screen reader
 * announces the page (not the loading message it replaced) and Tab continues from there.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusNewPage(document.getElementById('main'));
  }, [pathname]);
}

/** `headerExtra`: composed by the app from features (components never import them). */
export function AppLayout({ headerExtra }: { headerExtra?: ReactNode } = {}) {
  const session = useSession();
  // A returning user's first page view waits for the session, so it carries their id.
  usePageViews(session.status !== 'initializing' || !hadSession());
  useFocusOnNavigation();
  return (
    <>
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          if (focusTarget(document.getElementById('main'))) event.preventDefault();
        }}
      >
        本文へ移動
      </a>
      <NavigationProgress />
      <SiteHeader extra={headerExtra} />
      {/* No Suspense boundary around the screen: React would hydrate it in a pass of its own,
          after the first commit, and the page would be hydrated in parts. main.tsx hydrates in a
          transition, which React renders in slices. */}
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      <SnackbarHost />
      <ScrollKeptBefore />
      <ScrollRestoration />
      <ScrollKeptAfter />
    </>
  );
}
