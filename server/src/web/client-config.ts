/**
 * Public runtime configuration for the browser, injected into index.html as a JSON script tag
 * (not executed, so the CSP needs no inline-script exception). One built client serves every
 * environment.
 */
import type { ClientConfig } from '@portal/shared';
import type { Env } from '../config/env';

export type { ClientConfig };

export function clientConfig(env: Env): ClientConfig {
  return {
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      storageBucket: env.FIREBASE_STORAGE_BUCKET,
      messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
      appId: env.FIREBASE_APP_ID,
      measurementId: env.FIREBASE_MEASUREMENT_ID,
    },
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
    solutionsMenuLabel: env.SOLUTIONS_MENU_LABEL,
    operatorEmail: env.OPERATOR_EMAIL,
    trialDomains: [...env.TRIAL_EMAIL_DOMAINS],
    tokenSyncUrl: env.TOKEN_SYNC_URL ?? null,
  };
}

const PLACEHOLDER = '<!--app-config-->';
/** Where a prerendered page (client/src/app/prerender.tsx) shows a runtime setting as text. */
const TEXT_SETTING = '{{config.solutionsMenuLabel}}';
const OPERATOR_EMAIL_SETTING = '{{config.operatorEmail}}';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function injectClientConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html
    .replace(PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`)
    .replaceAll(TEXT_SETTING, escapeHtml(config.solutionsMenuLabel))
    .replaceAll(OPERATOR_EMAIL_SETTING, escapeHtml(config.operatorEmail));
}
