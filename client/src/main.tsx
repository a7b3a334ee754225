import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, routerReady } from './app/router';
import { getConfig, loadConfig } from './config/runtime';
import { startAnalytics } from './lib/analytics/analytics';
import { startSessionIfLikely } from './lib/auth/session';

async function boot() {
  await loadConfig();
  // Before the first render, so the first page view has a sink to go to.
  startAnalytics(getConfig());
  const router = createRouter();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A page the build prerendered (client/build/prerender.ts) is hydrated once its screen is
  // ready, so the markup the visitor already sees is kept, not drawn again. If the first
  // navigation went elsewhere (a redirect rule), the screen is rendered afresh instead.
  const prerendered = container.dataset.prerendered;
  if (prerendered) await routerReady(router);
  if (prerendered && router.state.location.pathname === prerendered && !router.state.errors) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  startSessionIfLikely();
}

void boot();
