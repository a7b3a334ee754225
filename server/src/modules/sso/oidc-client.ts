/**
 * OpenID Connect through `openid-client` (a certified relying party): discovery, the authorization
 * URL with PKCE (S256), state and nonce, and the code exchange whose ID token is checked for
 * issuer, audience, expiry, nonce and, with non-repudiation checks on, its signature against the
 * IdP's published keys. Discovered configurations are kept a few minutes per municipality.
 * The library is an ES module: loaded with import() from this CommonJS build.
 */
import type * as Oidc from 'openid-client' with { 'resolution-mode': 'import' };
import { appError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedClaims {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
}

const DISCOVERY_TTL_MS = 5 * 60 * 1000;

/** http is allowed for loopback issuers only (an IdP a test or a developer runs on this machine). */
export function isLoopbackIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

export class OidcClient {
  private readonly configurations = new Map<string, { config: Oidc.Configuration; until: number }>();

  constructor(private readonly options: { redirectUri: string; allowLoopbackIssuers: boolean; clock: Clock }) {}

  private library: Promise<typeof Oidc> | null = null;

  private load(): Promise<typeof Oidc> {
    this.library ??= import('openid-client');
    return this.library;
  }

  private async configurationOf(key: string, settings: OidcProviderSettings): Promise<Oidc.Configuration> {
    const oidc = await this.load();
    const cacheKey = `${key}|${settings.issuer}|${settings.clientId}`;
    const known = this.configurations.get(cacheKey);
    const now = this.options.clock().getTime();
    if (known && known.until > now) return known.config;
    const insecure = this.options.allowLoopbackIssuers && isLoopbackIssuer(settings.issuer);
    try {
      const config = await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      // The ID token's signature is checked too, not only its claims.
      oidc.enableNonRepudiationChecks(config);
      this.configurations.set(cacheKey, { config, until: now + DISCOVERY_TTL_MS });
      return config;
    } catch {
      throw appError(
        'SERVICE_UNAVAILABLE',
        '所属自治体の認証サーバーに接続できませんでした。時間をおいて再度お試しください。',
      );
    }
  }

  async authorizationRequest(key: string, settings: OidcProviderSettings): Promise<AuthorizationRequest> {
    const oidc = await this.load();
    const config = await this.configurationOf(key, settings);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the code; throws when anything about the answer or its ID token does not hold. */
  async exchange(
    key: string,
    settings: OidcProviderSettings,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedClaims> {
    const oidc = await this.load();
    const config = await this.configurationOf(key, settings);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return { issuer: claims.iss, subject: claims.sub, claims: claims as Record<string, unknown> };
  }
}
