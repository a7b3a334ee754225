/**
 * The demo operator's second factor for end-to-end specs: operators act only in a session that
 * passed it, so a spec signs in with the password, gives the code of the demo key (the key
 * `npm start` prints) and uses the custom token of the checked session. One check per worker
 * serves every spec in it: the custom token signs in any number of pages.
 */
import { Secret, TOTP } from 'otpauth';

export const DEMO_OPERATOR_TOTP_SECRET = 'PORTALDEMOOPERATORTOTPKEYABCDEFG';
const OPERATOR = 'operator@provider.example.jp';
const PASSWORD = 'portal-demo-2024';
const VERIFY = 'mutation($code: String!) { verifySecondFactor(code: $code) { customToken } }';

const appOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const emulatorOrigin = () => `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT}`;

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function toolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulatorOrigin()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (answer.error) throw new Error(`accounts:${method}: ${answer.error.message}`);
  return answer;
}

/** Exchanges a custom token for an ID token, as the browser SDK's signInWithCustomToken does. */
export async function idTokenOf(customToken: string): Promise<string> {
  return (await toolkit<{ idToken: string }>('signInWithCustomToken', { token: customToken })).idToken;
}

/**
 * Signs in with a password and passes the second factor with `secret`'s code; returns the custom
 * token of the checked session. A code is good once, so when another worker used this step's code
 * the next step's (which the server also accepts) is given.
 */
export async function passSecondFactor(email: string, password: string, secret: string): Promise<string> {
  const { idToken } = await toolkit<{ idToken: string }>('signInWithPassword', { email, password });
  let lastError = '';
  for (const stepsAhead of [0, 1]) {
    const response = await fetch(`${appOrigin()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ query: VERIFY, variables: { code: totpCode(secret, stepsAhead) } }),
    });
    const body = (await response.json()) as {
      data?: { verifySecondFactor: { customToken: string } };
      errors?: unknown;
    };
    if (body.data?.verifySecondFactor.customToken) return body.data.verifySecondFactor.customToken;
    lastError = JSON.stringify(body.errors);
  }
  throw new Error(`verifySecondFactor: ${lastError}`);
}

let demoOperator: Promise<string> | null = null;

/** The demo operator's checked session as a custom token (one check per worker). */
export function demoOperatorCustomToken(): Promise<string> {
  demoOperator ??= passSecondFactor(OPERATOR, PASSWORD, DEMO_OPERATOR_TOTP_SECRET);
  return demoOperator;
}

/** An ID token of the demo operator's checked session, for specs that call the API directly. */
export async function demoOperatorIdToken(): Promise<string> {
  return idTokenOf(await demoOperatorCustomToken());
}
