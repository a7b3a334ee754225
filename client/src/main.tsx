import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadConfig } from './config/runtime';
import { startSessionIfLikely } from './lib/auth/session';

async function boot() {
  await loadConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startSessionIfLikely();
}

void boot();
