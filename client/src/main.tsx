import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { App } from './app/app';
import { createRouter, routerReady, startRouter } from './app/router';
import { getConfig, loadConfig } from './config/runtime';
import { startAnalytics } from './lib/analytics/analytics';
import { keepServedAnswers } from './lib/served-answers';
import { startSessionIfLikely } from './lib/auth/session';
import { startHydration } from './lib/use-hydrated';

/**
 * Ends the current task. The scripts' evaluation, the router's creation, its first navigation and
 * React's first render each cost tens of milliseconds on a slow phone; run back to back they were
 * one task the page could not answer input during (Lighthouse's TBT counts each such task).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await loadConfig();
  // Before the first render, so the first page view has a sink to go to.
  startAnalytics(getConfig());
  await nextTask();
  const router = createRouter();
  await nextTask();
  startRouter(router);
  // React DOM's own module (a quarter of the first load's initialisation) starts in a task of its
  // own. The build keeps it in the React chunk, which the entry has loaded already; Rolldown
  // initialises a chunk's modules when they are first imported, not when the chunk is evaluated.
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A page the build prerendered (client/build/prerender.ts) is hydrated once its screen is
  // ready, so the markup the visitor already sees is kept, not drawn again. If the first
  // navigation went elsewhere (a redirect rule), the screen is rendered afresh instead. The
  // server renders a search address again with its results, for its path (`/grants`) or for the
  // whole address (`/grants?keyword=…`, web/search-pages.ts): then the query it was rendered
  // with must be the address's.
  const prerendered = container.dataset.prerendered;
  if (prerendered) {
    keepServedAnswers();
    await routerReady(router);
  }
  await nextTask();
  const { pathname, search } = router.state.location;
  const withAddress = prerendered?.includes('?') ?? false;
  if (prerendered && (withAddress ? pathname + search : pathname) === prerendered && !router.state.errors) {
    // In a transition, React hydrates the page in slices of a few milliseconds and yields between
    // them; at the default priority it renders the whole tree in one task. Only here: the router
    // has settled (routerReady), and React Router's provider reads the router's state as it
    // renders but follows it only once committed, so a change between the two would be lost. A
    // page rendered afresh starts while its route still loads, and renders at once.
    startHydration(withAddress);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  startSessionIfLikely();
}

void boot();
