// Lighthouse (mobile preset, simulated throttling) against Debian's Chromium, driven through
// puppeteer-core so a signed-in run can reuse a page where the municipal user signed in.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_FLAGS, isHeadlessShell, systemChromium } from '../../scripts/lib/chromium.mjs';

/**
 * Debian's chromium-headless-shell first (scripts/lib/chromium.mjs). The full browser in
 * `--headless=new` builds its top-chrome WebUI (the omnibox popup) for every new tab, and measured
 * here that cost 1.7–4.4 s of CPU in other renderers during each page load: on a 2-core machine it
 * ran beside the page and doubled the page's own task times (745–1 017 ms of main-thread work on a
 * grants search against 386–496 ms in the shell), which Lighthouse then multiplies into TBT.
 * CHROMIUM_PATH chooses another.
 */
export function chromiumPath() {
  const found = systemChromium(process.env.CHROMIUM_PATH);
  if (!found) throw new Error('Chromium was not found: install Debian’s chromium-headless-shell or set CHROMIUM_PATH.');
  return found;
}

export async function launchBrowser() {
  const executablePath = chromiumPath();
  const shell = isHeadlessShell(executablePath);
  return puppeteer.launch({
    executablePath,
    headless: shell ? 'shell' : true,
    args: shell ? CHROMIUM_FLAGS : ['--headless=new', ...CHROMIUM_FLAGS],
    defaultViewport: null,
  });
}

/** Signs `page` in through the hook the app installs when it runs with the Auth emulator. */
export async function signIn(page, origin, email, password) {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => '__portalTest' in globalThis, { timeout: 30_000 });
  await page.evaluate((e, p) => globalThis.__portalTest.signIn(e, p), email, password);
}

/** A detail address from the first result of a grants search, read as the signed-in user sees it. */
export async function firstDetailPath(page, origin, searchPath) {
  await page.goto(`${origin}${searchPath}`, { waitUntil: 'networkidle0' });
  const selector = 'a[href^="/grants/shows/"]';
  await page.waitForSelector(selector, { timeout: 30_000 });
  return page.$eval(selector, (a) => a.getAttribute('href'));
}

const origin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A script's size gzipped, from the build (the budget is stated in gzip; Chromium is sent brotli,
 * which is smaller, so the bytes on the wire are reported beside it).
 */
function gzipBytes(distDir, url) {
  const file = path.join(distDir, new URL(url).pathname);
  if (!file.startsWith(distDir) || !fs.existsSync(file)) return null;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The figures of one Lighthouse report (LHR). */
export function figures(lhr, { portalOrigin, authOrigin, distDir }) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => /^https?:/.test(r.url));
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const hosts = (filter) => [...new Set(requests.map((r) => origin(r.url)).filter(filter))];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    // Lighthouse's own measure of the host CPU during the run (see renderWebMarkdown).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // Bytes over the wire, so with the Content-Encoding the server chose (gzip or brotli).
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptGzipBytes: scripts.reduce((sum, r) => sum + (gzipBytes(distDir, r.url) ?? r.transferSize ?? 0), 0),
    scriptResourceBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    scriptRequests: scripts.length,
    totalBytes: audit('total-byte-weight'),
    requests: requests.length,
    // The Auth endpoint (the emulator here, Google's in production) is the sign-in itself.
    otherHosts: hosts((o) => o && o !== portalOrigin && o !== authOrigin),
    authHostRequests: requests.filter((r) => origin(r.url) === authOrigin).length,
    // Accessibility audits that cost points (weight 0 ones are informative only).
    failedAudits: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  };
}

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

/**
 * One Lighthouse navigation. A visitor's run opens a fresh browser context (no storage, no
 * cache); a signed-in run keeps the page's storage (the session lives in IndexedDB) and clears
 * only the HTTP cache, so it is a first load for a user who signed in before.
 */
export async function runLighthouse(browser, url, { signedInPage } = {}) {
  if (signedInPage) {
    const cdp = await signedInPage.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(url, { ...FLAGS, disableStorageReset: true }, undefined, signedInPage);
    return result.lhr;
  }
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const result = await lighthouse(url, FLAGS, undefined, page);
    return result.lhr;
  } finally {
    await context.close();
  }
}
