/**
 * The end-to-end copy of server/src/modules/sso/oidc-provider.test-support.ts (Playwright loads
 * the server's CommonJS sources untransformed). A real OpenID Provider for tests (`oidc-provider`, a certified implementation) on a loopback
 * port: one confidential client, PKCE required, accounts whose claims the test chooses, its
 * development sign-in and consent forms. `tamper` rewrites the ID token of the next token answers,
 * as a hostile network or IdP would: for another audience, with a bad signature, or as another
 * IdP's. `signInAt` walks a browser's way through the forms with a cookie jar.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestIdpAccount {
  email: string;
  email_verified?: boolean;
  family_name?: string;
  given_name?: string;
  division?: string;
}

export type Tamper = 'none' | 'audience' | 'signature' | 'foreign-issuer';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tamper: Tamper;
  stop(): Promise<void>;
}

type Jwk = Record<string, unknown>;
/** A private key as jose hands it out. */
type KeyLike = Parameters<import('jose', { with: { 'resolution-mode': 'import' } }).SignJWT['sign']>[0];

async function keyPair(kid: string): Promise<{ privateJwk: Jwk; key: KeyLike }> {
  const jose = await import('jose');
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await jose.exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateJwk, key: privateKey as KeyLike };
}

/** Starts the provider; `redirectUri` is the portal's callback as registered for the client. */
export async function startTestIdp(options: {
  redirectUri: string;
  accounts: Record<string, TestIdpAccount>;
}): Promise<TestIdp> {
  const { default: Provider } = await import('oidc-provider');
  const jose = await import('jose');
  const kid = `k-${randomBytes(4).toString('hex')}`;
  const own = await keyPair(kid);
  // Same key id, another key: what a forged signature looks like to the relying party.
  const forger = await keyPair(kid);
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `portal-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('hex');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [own.privateJwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['family_name', 'given_name', 'division'] },
    conformIdTokenClaims: false,
    ttl: { Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, Interaction: 600 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_context: unknown, id: string) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email_verified: true, ...account }) };
    },
  } as ConstructorParameters<typeof Provider>[1]);
  const idp: TestIdp = {
    issuer,
    clientId,
    clientSecret,
    tamper: 'none',
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (context.path !== '/token' || !body?.id_token || idp.tamper === 'none') return;
    const claims = jose.decodeJwt(body.id_token);
    const header = { alg: 'RS256', kid };
    const resign = async (payload: Record<string, unknown>, key: KeyLike) =>
      new jose.SignJWT(payload).setProtectedHeader(header).sign(key);
    if (idp.tamper === 'audience') body.id_token = await resign({ ...claims, aud: 'another-client' }, own.key);
    if (idp.tamper === 'signature') body.id_token = await resign(claims, forger.key);
    if (idp.tamper === 'foreign-issuer') {
      body.id_token = await resign({ ...claims, iss: 'http://127.0.0.1:1/another-idp' }, own.key);
    }
  });
  server.on('request', provider.callback());
  return idp;
}

/** A browser's cookie jar over fetch, following nothing by itself. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/**
 * From the portal's start address to the portal's callback: signs in at the IdP's forms as
 * `login`, consents, and returns the callback address the IdP sent the browser to.
 */
export async function signInAt(startUrl: string, login: string): Promise<string> {
  const browser = new Browser();
  let location = (await browser.request(startUrl)).headers.get('location');
  if (!location) throw new Error('the portal did not send the browser to the IdP');
  const idpOrigin = new URL(location, startUrl).origin;
  for (let step = 0; step < 12 && location; step += 1) {
    const url: string = new URL(location, startUrl).href;
    if (new URL(url).origin !== idpOrigin) return url;
    let response = await browser.request(url);
    if (response.status === 200 && url.includes('/interaction/')) {
      const html = await response.text();
      const form: Record<string, string> = html.includes('name="login"')
        ? { prompt: 'login', login, password: 'any' }
        : { prompt: 'consent' };
      response = await browser.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    }
    location = response.headers.get('location');
    if (location) location = new URL(location, url).href;
  }
  if (location) return location;
  throw new Error('the IdP did not send the browser back');
}
