/**
 * The demo operator's second factor for end-to-end specs: operators act only in a session that
 * passed it, so a spec signs in with the password, gives the code of the demo key (the key
 * `npm start` prints) and uses the custom token of the checked session. One check per worker
 * serves every spec in it: the custom token signs in any number of pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

export const DEMO_OPERATOR_TOTP_SECRET = 'PORTALDEMOOPERATORTOTPKEYABCDEFG';
export const DEMO_OPERATOR = 'operator@provider.example.jp';
const PASSWORD = 'portal-demo-2024';
const VERIFY = 'mutation($code: String!) { verifySecondFactor(code: $code) { customToken } }';

const appOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const emulatorOrigin = () => `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT}`;

/** The code an authenticator app shows for `secret` now. */
export function totpCode(secret: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() });
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

/** The 30-second step of `secret`'s codes at `timestamp`. */
function stepAt(timestamp: number): number {
  return Math.floor(timestamp / 30_000);
}

/**
 * Runs `use` with a code of `secret` that no worker has given yet, one worker at a time: the
 * server takes a user's codes in rising steps only (the step before, now and the one after), so
 * the steps given are kept on disk beside the e2e data, where a retry's new worker finds them too.
 */
export async function withUnusedCode<T>(email: string, secret: string, use: (code: string) => Promise<T>): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'second-factor');
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, `${email}.lock`);
  const given = path.join(dir, `${email}.step`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A worker that died holding the lock leaves it behind; its code's step is long past.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 60_000)
        fs.rmSync(lock, { force: true, recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const last = fs.existsSync(given) ? Number(fs.readFileSync(given, 'utf8')) : -Infinity;
    const step = Math.max(stepAt(Date.now()), last + 1);
    // A step more than one ahead is refused until the clock comes within one step of it.
    const wait = (step - 1) * 30_000 - Date.now() + 1_000;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    fs.writeFileSync(given, String(step));
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    return await use(totp.generate({ timestamp: step * 30_000 }));
  } finally {
    fs.rmSync(lock, { force: true, recursive: true });
  }
}

/**
 * Signs in with a password and passes the second factor with `secret`'s code; returns the custom
 * token of the checked session. Each code is given once, by one worker (withUnusedCode).
 */
export async function passSecondFactor(email: string, password: string, secret: string): Promise<string> {
  const { idToken } = await toolkit<{ idToken: string }>('signInWithPassword', { email, password });
  return withUnusedCode(email, secret, async (code) => {
    const response = await fetch(`${appOrigin()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ query: VERIFY, variables: { code } }),
    });
    const body = (await response.json()) as {
      data?: { verifySecondFactor: { customToken: string } };
      errors?: unknown;
    };
    if (body.data?.verifySecondFactor.customToken) return body.data.verifySecondFactor.customToken;
    throw new Error(`verifySecondFactor: ${JSON.stringify(body.errors)}`);
  });
}

let demoOperator: Promise<string> | null = null;

/** The demo operator's checked session as a custom token (one check per worker). */
export function demoOperatorCustomToken(): Promise<string> {
  demoOperator ??= passSecondFactor(DEMO_OPERATOR, PASSWORD, DEMO_OPERATOR_TOTP_SECRET);
  return demoOperator;
}

/** An ID token of the demo operator's checked session, for specs that call the API directly. */
export async function demoOperatorIdToken(): Promise<string> {
  return idTokenOf(await demoOperatorCustomToken());
}
