/**
 * The router: every route of specification section 2 (config/routes.ts), each guarded by the
 * route guard's loader (guard/). Screens load lazily so each route is its own chunk; a route
 * without its own module shows its title until its screen is built. Errors render inside the
 * layout; an unknown path answers 404 after its redirect rule, if any. Apollo loads with the
 * first screen that uses it: the home page and the rules paint without it.
 */
import { createBrowserRouter, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { clearBasket } from '@/features/basket/basket-store';
import { AppLayout } from '@/components/layout/app-layout';
import { prefetchRecord } from '@/features/search/api/record-read';
import { PageLoading } from '@/components/layout/page-loading';
import { isInBasketArea, ROUTES } from '@/config/routes';
import { loadApolloClient } from '@/lib/apollo-client';
import { closeAllToggles } from '@/lib/store/toggles';
import { createGuardLoader } from './guard/guard-loader';
import { paintsWithoutApollo } from './screen-groups';
import { detailQueryOf } from './routes/detail-queries';
import { ErrorPage } from './routes/errors/error-page';
import { NotFoundPage } from './routes/errors/not-found-page';
import { TitleOnlyPage } from './routes/title-only-page';

interface ScreenModule {
  Component: React.ComponentType;
}

type LazyModule = () => Promise<ScreenModule>;

/**
 * Route modules that exist; each exports `Component`. Keep one `'path': () => import('…')` per
 * line: the build reads this table to preload a page's own chunks (client/build/route-preloads.ts).
 */
const SCREENS: Record<string, LazyModule> = {
  '/': () => import('./routes/home/home-page'),
  '/rules/faq': () => import('./routes/rules/faq-page'),
  '/rules/law': () => import('./routes/rules/law-page'),
  '/rules/privacy': () => import('./routes/rules/privacy-page'),
  '/rules/security': () => import('./routes/rules/security-page'),
  '/rules/terms': () => import('./routes/rules/terms-page'),
  '/request/form': () => import('./routes/request/request-form-page'),
  '/request/confirm': () => import('./routes/request/request-confirm-page'),
  '/request/list': () => import('./routes/request/request-list-page'),
  '/request/show/:uid': () => import('./routes/request/request-show-page'),
  '/inquiry/form': () => import('./routes/inquiry/inquiry-form-page'),
  '/inquiry/confirm': () => import('./routes/inquiry/inquiry-confirm-page'),
  '/inquiry/complete': () => import('./routes/inquiry/inquiry-complete-page'),
  '/solutions/confirm/:id': () => import('./routes/solutions/solution-confirm-page'),
  '/solutions/complete': () => import('./routes/solutions/solution-complete-page'),
  '/solutions': () => import('./routes/solutions/solutions-main-page'),
  '/solutions/list': () => import('./routes/solutions/solutions-list-page'),
  '/solutions/shows/:id': () => import('./routes/solutions/solution-detail-page'),
  '/solutions/update/:id': () => import('./routes/solutions/solution-update-page'),
  '/solutions/new': () => import('./routes/solutions/solution-new-page'),
  '/vendor': () => import('./routes/vendor/vendor-page'),
  '/operator/review': () => import('./routes/operator/review-page'),
  '/grants': () => import('./routes/grants/grants-page'),
  '/grants/shows/:id': () => import('./routes/grants/grant-detail-page'),
  '/cases': () => import('./routes/cases/cases-page'),
  '/cases/shows/:id': () => import('./routes/cases/case-detail-page'),
  '/auth/login': () => import('./routes/auth/login-page'),
  '/auth/logout': () => import('./routes/auth/logout-page'),
  '/auth/mypage': () => import('./routes/auth/mypage-page'),
  '/auth/change-email/request': () => import('./routes/auth/change-email-request-page'),
  '/auth/change-email/complete': () => import('./routes/auth/change-email-complete-page'),
  '/auth/confirm-email/request': () => import('./routes/auth/confirm-email-request-page'),
  '/auth/reset-password/request': () => import('./routes/auth/reset-password-request-page'),
  '/auth/reset-password/confirm': () => import('./routes/auth/reset-password-confirm-page'),
  '/auth/reset-password/edit': () => import('./routes/auth/reset-password-edit-page'),
  '/auth/reset-password/complete': () => import('./routes/auth/reset-password-complete-page'),
  '/auth/signup/com-register': () => import('./routes/auth/com-register-page'),
  '/auth/signup/com-confirm': () => import('./routes/auth/com-confirm-page'),
  '/auth/signup/mun-register': () => import('./routes/auth/mun-register-page'),
  '/auth/signup/mun-confirm': () => import('./routes/auth/mun-confirm-page'),
  '/auth/signup/complete': () => import('./routes/auth/signup-complete-page'),
  '/auth/update/edit': () => import('./routes/auth/update-edit-page'),
  '/auth/update/complete': () => import('./routes/auth/update-complete-page'),
  '/auth/action': () => import('./routes/auth/action-page'),
};

function usesApollo(path: string): boolean {
  return path in SCREENS && !paintsWithoutApollo(path);
}

/** A pathless route around the screens that use Apollo: the client loads beside their code. */
const APOLLO_ROUTE: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [client, { ApolloProvider }] = await Promise.all([loadApolloClient(), import('@apollo/client/react')]);
    return {
      Component: function ApolloOutlet() {
        return (
          <ApolloProvider client={client}>
            <Outlet />
          </ApolloProvider>
        );
      },
    };
  },
};

/** A detail screen's record read, started by the guard beside the profile read. */
function detailPrefetch(path: string): ((params: Params) => Promise<unknown>) | undefined {
  const query = detailQueryOf(path);
  return query && (({ id = '' }) => prefetchRecord(query, { id }));
}

export function createRoutes(): RouteObject[] {
  const screens = ROUTES.map((route): RouteObject => {
    const screen = SCREENS[route.path];
    if (!screen) {
      return {
        path: route.path,
        handle: route,
        loader: createGuardLoader(route),
        element: <TitleOnlyPage title={route.title} />,
      };
    }
    return {
      path: route.path,
      handle: route,
      loader: createGuardLoader(route, detailPrefetch(route.path)),
      lazy: async () => ({ Component: (await screen()).Component }),
    };
  });
  return [
    {
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          HydrateFallback: PageLoading,
          children: [
            ...screens.filter((route) => !usesApollo(route.path!)),
            { ...APOLLO_ROUTE, children: screens.filter((route) => usesApollo(route.path!)) },
            { path: '*', loader: createGuardLoader(null), element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

const LAST_PATH_KEY = 'portal.lastPath';

function rememberPath(pathname: string): void {
  try {
    sessionStorage.setItem(LAST_PATH_KEY, pathname);
  } catch {
    // without storage only in-app navigation clears the basket
  }
}

/**
 * Route-change rules of specification section 4: every change closes all toggles, and leaving
 * the /solutions and /request areas for any other route clears the basket — also when the user
 * leaves by typing an address (the tab remembers where it was).
 */
function followRouteChanges(router: ReturnType<typeof createBrowserRouter>): void {
  let previous: string | null = null;
  try {
    previous = sessionStorage.getItem(LAST_PATH_KEY);
  } catch {
    previous = null;
  }
  const visit = (pathname: string) => {
    if (pathname === previous) return;
    closeAllToggles();
    if (previous != null && isInBasketArea(previous) && !isInBasketArea(pathname)) clearBasket();
    previous = pathname;
    rememberPath(pathname);
  };
  visit(router.state.location.pathname);
  router.subscribe((state) => visit(state.location.pathname));
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  const router = createBrowserRouter(createRoutes());
  followRouteChanges(router);
  return router;
}

/**
 * Resolves once the first navigation settled: the screen's code is loaded and its guard has
 * answered. A prerendered page is hydrated only then, so React's first render is the screen the
 * build rendered, not the loading placeholder.
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
}
