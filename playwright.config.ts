/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real portal started
 * with `npm start`'s script on free ports and a throwaway DATA_DIR, with the Auth emulator.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/lib/chromium.mjs';
import { freePort } from './scripts/lib/ports.mjs';

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_AUTH_EMULATOR_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// A real SMTP server (global set-up) receives the portal's mail; specs read it from E2E_MAIL_DIR.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-mail-'));
// The CRM webhook's receiver, which a spec starts on this port (the only private origin allowed).
process.env.E2E_WEBHOOK_PORT ??= String(await freePort());

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/**
 * Debian's headless shell first: the suite never shows a window, and the full browser in headless
 * mode (its whole browser and GPU processes, software-emulated) doubled the suite's time on 2 cores
 * (16 -> 8 min). E2E_CHROMIUM names another browser, e.g. /usr/bin/chromium to run with --headed.
 */
const chromium = systemChromium(process.env.E2E_CHROMIUM);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/smtp-sink.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      AUTH_EMULATOR_PORT: process.env.E2E_AUTH_EMULATOR_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      FIREBASE_PROJECT_ID: 'demo-portal-e2e',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
      OPERATOR_EMAIL: 'operator-inbox@portal.example.jp',
      // The token-sync receiver is outside the portal: specs answer for it (shell-network.spec.ts).
      TOKEN_SYNC_URL: 'https://session.provider.example.jp/token-sync',
      WEBHOOK_TEST_DESTINATIONS: `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}`,
      WEBHOOK_RETRY_SECONDS: '1',
      WEBHOOK_POLL_SECONDS: '0.5',
    },
  },
});
