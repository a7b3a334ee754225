/**
 * Remembers ID tokens that verified, until they expire. Verifying is deterministic for a given
 * token (signature and claims), so answering a repeat from memory changes nothing but the cost:
 * an RS256 check in production, and a round trip to the Auth emulator in development and tests,
 * where firebase-admin checks revocation on every call. Revocation checks (checkRevoked) are
 * never answered from memory.
 */
import type { Viewer } from './caller';

/** The part of an identity this wraps (identity.ts builds one and wraps it here). */
interface TokenVerifier {
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<Viewer>;
}

const MAX_ENTRIES = 10_000;

function expiryMs(idToken: string): number {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function rememberVerifiedTokens<T extends TokenVerifier>(identity: T): T {
  const verified = new Map<string, { viewer: Viewer; expires: number }>();
  return {
    ...identity,
    async verify(idToken, options = {}) {
      if (options.checkRevoked) return identity.verify(idToken, options);
      const known = verified.get(idToken);
      if (known && known.expires > Date.now()) return known.viewer;
      if (known) verified.delete(idToken);
      const viewer = await identity.verify(idToken, options);
      const expires = expiryMs(idToken);
      if (expires > Date.now()) {
        if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value!);
        verified.set(idToken, { viewer, expires });
      }
      return viewer;
    },
  };
}
