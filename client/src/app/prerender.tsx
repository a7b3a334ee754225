/**
 * The build's prerender (client/build/prerender.ts): a screen's first render as HTML, the same
 * tree the browser hydrates (main.tsx). It is what a first-time visitor sees before any script
 * ran: no session, nothing remembered, the address without its query, results still loading.
 * The server renders a search screen again with its first results (`answers`, as a visitor's
 * read gets them: server/src/web/search-pages.ts), from the same module built for Node, for its
 * bare address or for an address with a query (`/grants?keyword=…`), which it then renders too.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { setConfig, type ClientConfig } from '@/config/runtime';
import { clearServedAnswers, keepVisitorAnswers } from '@/lib/use-graphql-query';
import { renderAddress } from '@/lib/use-hydrated';
import { App } from './app';
export { earlyReadRoutes } from './early-read-routes';
import { createRoutes, routerReady } from './router';

/**
 * The runtime settings are the server's: the one a visitor sees as text goes in as a marker the
 * server replaces when it sends the page (server/src/web/client-config.ts); the others never
 * show in a first render.
 */
const BUILD_CONFIG: ClientConfig = {
  firebase: {
    apiKey: '',
    authDomain: '',
    projectId: '',
    storageBucket: '',
    messagingSenderId: '',
    appId: '',
    measurementId: '',
  },
  authEmulatorUrl: null,
  solutionsMenuLabel: '{{config.solutionsMenuLabel}}',
  operatorEmail: '{{config.operatorEmail}}',
  trialDomains: [],
  tokenSyncUrl: null,
};

/** `answers`: query key → data, kept for this render only (the browser keeps the same: main.tsx). */
export async function prerender(path: string, answers: Record<string, unknown> = {}): Promise<string> {
  setConfig(BUILD_CONFIG);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  await routerReady(router);
  const { pathname, search } = router.state.location;
  if (pathname + search !== path || router.state.errors) {
    throw new Error(`prerender: ${path} did not render as itself`);
  }
  // Synchronous from here: no other page's render can come between keeping and forgetting.
  clearServedAnswers();
  keepVisitorAnswers(answers);
  renderAddress(search !== '');
  try {
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    clearServedAnswers();
    renderAddress(false);
  }
}
