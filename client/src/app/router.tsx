/**
 * The router: every route of the route table (config/routes.ts), each guarded by the route
 * guard's loader (guard/). Screens (screens.ts) load lazily so each route is its own chunk. Errors render inside the
 * layout; an unknown path answers 404 after its redirect rule, if any. Apollo loads with the
 * first screen that uses it: the home page and the rules paint without it.
 */
import {
  type RouteObject,
  Outlet,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { clearBasket } from '@/features/document-requests/basket-store';
import { AppLayout } from '@/components/layout/app-layout';
import { LazyBasketHeaderEntry } from '@/features/document-requests/components/lazy-basket-header-entry';
import { SecondFactorWatch } from '@/features/auth/components/second-factor-watch';
import { PageLoading } from '@/components/layout/page-loading';
import { isInBasketArea, type Route, type RouteId, ROUTES } from '@/config/routes';
import { loadApolloClient } from '@/lib/apollo-client';
import { closeAllToggles } from '@/lib/store/toggles';
import { createGuardLoader } from './guard/guard-loader';
import { visitReads } from './visit-reads';
import { SCREENS } from './screens';
import { ErrorPage } from './routes/errors/error-page';
import { NotFoundPage } from './routes/errors/not-found-page';

interface ScreenModule {
  Component: React.ComponentType;
}

/** The screen modules, one lazy chunk each; which route shows which: screens.ts. */
const MODULES = import.meta.glob<ScreenModule>(['./routes/*/*-page.tsx', '!./routes/errors/**']);

function screenOf(id: RouteId): () => Promise<ScreenModule> {
  const load = MODULES[`./routes/${SCREENS[id]}.tsx`];
  if (!load) throw new Error(`router: no screen module app/routes/${SCREENS[id]}.tsx for route ${id}`);
  return load;
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

export function createRoutes(): RouteObject[] {
  const screen = (route: Route): RouteObject => {
    const load = screenOf(route.id);
    return {
      path: route.path,
      handle: route,
      loader: createGuardLoader(route, visitReads(route)),
      lazy: async () => ({ Component: (await load()).Component }),
    };
  };
  const plain = ROUTES.filter((route) => 'withoutApollo' in route);
  const withApollo = ROUTES.filter((route) => !('withoutApollo' in route));
  return [
    {
      element: (
        <AppLayout
          headerExtra={
            <>
              <LazyBasketHeaderEntry />
              <SecondFactorWatch />
            </>
          }
        />
      ),
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          HydrateFallback: PageLoading,
          children: [
            ...plain.map(screen),
            { ...APOLLO_ROUTE, children: withApollo.map(screen) },
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
 * Route-change rules: every change closes all toggles, and leaving the basket areas (/solutions
 * and /request) for any other route clears the basket — also when the user leaves by typing an
 * address (the tab remembers where it was).
 */
function followRouteChanges(router: AppRouter): void {
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

export type AppRouter = ReturnType<typeof createDataRouter>;

/**
 * The router, not yet started. React Router's createBrowserRouter is these two steps at once:
 * building the router (the route table ranked and matched) and its first navigation (the guard's
 * loader, the screen's code requested), 16–34 ms in one task on the bench machine, most of it
 * the first call of React Router's code. main.tsx ends its task between them (startRouter).
 * Built as createBrowserRouter builds it (react-router's own low-level API).
 */
export function createRouter(): AppRouter {
  return createDataRouter({
    history: createBrowserHistory(),
    routes: createRoutes(),
    mapRouteProperties,
    hydrationRouteProperties,
  });
}

/** Starts the first navigation and follows the route changes from there. */
export function startRouter(router: AppRouter): void {
  router.initialize();
  followRouteChanges(router);
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
