/**
 * Municipal staff for the my-portal specs, earned as a user earns it: sign-up with the Auth
 * emulator, POST /api/auth/mun-register naming the municipality (自治体名), the verification
 * mail's code. Then the browser signs in on the login page like anyone. Their municipality is
 * confirmed by the operator's binding of their domain (bindDomains).
 */
import { randomBytes } from 'node:crypto';
import { emulatorOrigin, mailTo, uniqueEmail } from './auth-support';
import { demoOperatorIdToken } from './support/second-factor';

export interface StaffAccount {
  email: string;
  password: string;
}

async function toolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (answer.error) throw new Error(`accounts:${method}: ${answer.error.message}`);
  return answer;
}

/** The lg.jp domains of the specs' municipalities (bound by the demo operator: bindDomains). */
export const SAPPORO_DOMAIN = 'city.sapporo-e2e.lg.jp';
export const HAKODATE_DOMAIN = 'city.hakodate-e2e.lg.jp';

/**
 * The demo operator binds each domain to its municipality, as in /operator/municipalities: only
 * a bound domain (or an operator's confirmation) gives staff a municipality to share lists in.
 */
export async function bindDomains(baseURL: string, bindings: Record<string, string>): Promise<void> {
  // Operators act only in a session that passed the second factor.
  const idToken = await demoOperatorIdToken();
  for (const [domain, municipality] of Object.entries(bindings)) {
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        query: 'mutation($d: String!, $m: String!) { bindMunicipalDomain(domain: $d, municipality: $m) { domain } }',
        variables: { d: domain, m: municipality },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`bindMunicipalDomain: ${JSON.stringify(body.errors)}`);
  }
}

export async function municipalStaff(
  baseURL: string,
  organization: string,
  lastName: string,
  domain = SAPPORO_DOMAIN,
): Promise<StaffAccount> {
  const email = uniqueEmail(domain);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { localId } = await toolkit<{ localId: string }>('signUp', { email, password, returnSecureToken: true });
  // A fresh sign-in: the emulator's sign-up token can predate validSince by a second (revoked).
  const { idToken } = await toolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const response = await fetch(`${baseURL}/api/auth/mun-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      uid: localId,
      email,
      telephone: '03-0000-0000',
      lastName,
      firstName: '花子',
      lastNameKana: 'テスト',
      firstNameKana: 'ハナコ',
      division: '情報政策課',
      position: '主事',
      organization,
    }),
  });
  const body = (await response.json()) as { success: boolean; error: unknown };
  if (!body.success) throw new Error(`mun-register: ${JSON.stringify(body.error)}`);
  await toolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const oob = await mailTo(email, 'VERIFY_EMAIL');
  await toolkit('update', { oobCode: oob.oobCode });
  return { email, password };
}

/** An account with a verified address and no profile yet (someone who will accept an invitation). */
export async function verifiedAccount(domain: string): Promise<StaffAccount> {
  const email = uniqueEmail(domain);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await toolkit('signUp', { email, password, returnSecureToken: true });
  const { idToken } = await toolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  await toolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const oob = await mailTo(email, 'VERIFY_EMAIL');
  await toolkit('update', { oobCode: oob.oobCode });
  return { email, password };
}
