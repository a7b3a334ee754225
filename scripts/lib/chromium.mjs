/**
 * Debian's Chromium for the end-to-end suite and bench:web (nothing downloads a browser). The
 * headless shell first: the same Chromium without the browser's own UI, which in headless mode
 * still builds its top-chrome WebUI for every tab (measured: it doubled the suite's time and the
 * pages' main-thread time on 2 cores). `preferred` names another binary.
 */
import fs from 'node:fs';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags for a headless run on a machine without a GPU, a sandbox or outside traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first of `preferred` and the Debian binaries that exists, or undefined. */
export function systemChromium(preferred) {
  return [preferred, ...CHROMIUM_CANDIDATES].find((p) => p && fs.existsSync(p));
}

export function isHeadlessShell(executable) {
  return /headless-shell/.test(executable);
}
