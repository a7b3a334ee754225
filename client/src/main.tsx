import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './config/runtime';
import { hadSession, startSession } from './lib/auth/session';

async function boot() {
  await loadConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Visitors get the page first; the auth SDK follows when the browser is idle.
  if (hadSession()) void startSession();
  else (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(() => void startSession());
}

void boot();
