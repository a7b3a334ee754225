/**
 * Security headers (helmet) with a Content-Security-Policy that admits the portal itself and only
 * the hosts Firebase needs: the Auth REST endpoints, the Auth emulator outside production, and
 * the Analytics hosts only when a measurement id is configured. HSTS (two years) in production.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../config/env';

type Settings = Pick<
  Env,
  | 'NODE_ENV'
  | 'FIREBASE_AUTH_EMULATOR_HOST'
  | 'FIREBASE_AUTH_DOMAIN'
  | 'FIREBASE_PROJECT_ID'
  | 'FIREBASE_MEASUREMENT_ID'
  | 'TOKEN_SYNC_URL'
>;

const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const TAG_MANAGER = 'https://www.googletagmanager.com';

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** `scriptHashes`: the inline scripts the pages may run (the web shell's starters), as `'sha256-…'`. */
export function contentSecurityPolicy(env: Settings, scriptHashes: readonly string[] = []): Record<string, string[]> {
  const production = env.NODE_ENV === 'production';
  const analytics = Boolean(env.FIREBASE_MEASUREMENT_ID);
  const authDomain = env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`;
  const emulator = !production && env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  // A token-sync address on another host must be reachable from the page.
  const tokenSync = env.TOKEN_SYNC_URL?.startsWith('http') ? [new URL(env.TOKEN_SYNC_URL).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // The hashes admit the pages' small starters, and nothing else inline.
    'script-src': ["'self'", ...scriptHashes, ...(analytics ? [TAG_MANAGER] : [])],
    // GraphiQL's editor injects <style> elements; React sets styles through the CSSOM.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? ['https://*.google-analytics.com', TAG_MANAGER] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...FIREBASE_AUTH,
      ...emulator,
      ...tokenSync,
      ...(analytics ? FIREBASE_ANALYTICS_CONNECT : []),
    ],
    // Firebase Auth's helper iframe for redirect and popup sign-in lives on the auth domain.
    'frame-src': [`https://${authDomain}`],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaders(env: Settings, scriptHashes: readonly string[] = []): RequestHandler {
  const production = env.NODE_ENV === 'production';
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env, scriptHashes) },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
