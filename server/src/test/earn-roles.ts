/**
 * Roles earned the way a user earns them, through the Auth emulator's REST API (what the browser's
 * Firebase SDK calls) and the portal's own API: sign-up, registration, the verification mail's
 * code, an operator's approval, an address change confirmed from the new mailbox. Nothing here
 * writes a profile; the access tests use these so that a role means what earning it means.
 * Operators are the one exception by nature: provider staff get a custom claim from the
 * provider's admin tooling, never from the portal.
 */
import { randomBytes } from 'node:crypto';
import { PDF, PNG, upload } from '../modules/listing/listing.test-support';
import { signInWithCustomToken, totpCode } from '../modules/second-factor/second-factor.test-support';
import type { TestServer } from './harness';
import { PROFILE_DEFAULTS, uniqueEmail } from './users';

export interface Account {
  uid: string;
  email: string;
  password: string;
  /** The newest ID token (refreshed by signing in again after each step). */
  token: string;
  /** Operators: the recovery codes handed out when their authenticator app was enrolled. */
  recoveryCodes?: string[];
}

interface OobCode {
  email: string;
  newEmail?: string;
  requestType: string;
  oobCode: string;
}

const PROJECT_ID = 'demo-portal-test';

function emulator(): string {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
}

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (answer.error) throw new Error(`accounts:${method} failed: ${answer.error.message}`);
  return answer;
}

export async function signInAccount(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return idToken;
}

/** A new identity-provider account, signed in, address not verified: what sign-up leaves. */
export async function signUp(email = uniqueEmail('example.jp')): Promise<Account> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const { localId } = await identityToolkit<{ localId: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  // The emulator stamps the sign-up token's auth_time a moment before the account's validSince;
  // across a second boundary firebase-admin then calls that token revoked. Signing in again, as
  // the browser SDK does on its next refresh, gives a token issued after validSince.
  const account = { uid: localId, email, password, token: '' };
  return { ...account, token: await signInAccount(account) };
}

/** The newest code the emulator "mailed" for a request type, where `match` picks the mail. */
async function newestCode(requestType: string, match: (code: OobCode) => boolean): Promise<string> {
  const response = await fetch(`${emulator()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((c) => c.requestType === requestType && match(c)).at(-1);
  if (!code) throw new Error(`no ${requestType} code was sent`);
  return code.oobCode;
}

/** Opens the verification mail sent to the account's address: the address is verified. */
export async function verifyAddress(account: Account): Promise<Account> {
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: account.token });
  const oobCode = await newestCode('VERIFY_EMAIL', (c) => c.email === account.email);
  await identityToolkit('update', { oobCode });
  return { ...account, token: await signInAccount(account) };
}

/**
 * `verifyBeforeUpdateEmail`: the confirmation goes to the new address, and opening it switches
 * the account there, verified. Whoever holds the new mailbox can do this; the old one is not asked.
 */
export async function changeAddress(account: Account, newEmail: string): Promise<Account> {
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: account.token, newEmail });
  const oobCode = await newestCode('VERIFY_AND_CHANGE_EMAIL', (c) => c.newEmail === newEmail);
  await identityToolkit('update', { oobCode });
  const moved = { ...account, email: newEmail };
  return { ...moved, token: await signInAccount(moved) };
}

/** Changes the address without any verification (the client SDK's plain updateEmail). */
export async function changeAddressUnverified(account: Account, newEmail: string): Promise<Account> {
  const { idToken } = await identityToolkit<{ idToken: string }>('update', {
    idToken: account.token,
    email: newEmail,
    returnSecureToken: true,
  });
  return { ...account, email: newEmail, token: idToken };
}

async function mutate(server: TestServer, account: Account, query: string, variables: Record<string, unknown>) {
  const answer = await server.graphql(query, variables, account.token);
  if (answer.errors?.length) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

/** POST /api/auth/mun-register, as the sign-up page sends it. */
export async function registerMunicipal(
  server: Pick<TestServer, 'url'>,
  account: Account,
  profile: Partial<typeof PROFILE_DEFAULTS> = {},
): Promise<void> {
  const response = await fetch(`${server.url}/api/auth/mun-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ uid: account.uid, email: account.email, ...PROFILE_DEFAULTS, ...profile }),
  });
  const body = (await response.json()) as { success: boolean; error: unknown };
  if (!body.success) throw new Error(`mun-register failed: ${JSON.stringify(body.error)}`);
}

/** Provider staff: a custom claim set by the provider's admin tooling (firebase-admin). */
export async function operatorAccount(server: TestServer): Promise<Account> {
  const account = await verifyAddress(await signUp(uniqueEmail('example.jp')));
  await server.identity.auth.setCustomUserClaims(account.uid, { operator: true });
  const { token, recoveryCodes } = await passSecondFactor(server, { ...account, token: await signInAccount(account) });
  await mutate(
    server,
    { ...account, token },
    'mutation($input: MunicipalRegistrationInput!) { registerMunicipality(input: $input) { uid } }',
    {
      input: { uid: account.uid, email: account.email, ...PROFILE_DEFAULTS },
    },
  );
  return { ...account, token, recoveryCodes };
}

/**
 * An operator's first sign-in: enrols an authenticator app with the key the portal shows, confirms
 * it with the app's code and signs in with the custom token of the checked session.
 */
export async function passSecondFactor(
  server: TestServer,
  account: Account,
): Promise<{ token: string; recoveryCodes: string[] }> {
  const key = (await mutate(server, account, 'mutation { startSecondFactorEnrolment { secret } }', {})) as {
    startSecondFactorEnrolment: { secret: string };
  };
  const verified = (await mutate(
    server,
    account,
    'mutation($code: String!) { verifySecondFactor(code: $code) { customToken recoveryCodes } }',
    { code: totpCode(key.startSecondFactorEnrolment.secret) },
  )) as { verifySecondFactor: { customToken: string; recoveryCodes: string[] } };
  return {
    token: await signInWithCustomToken(verified.verifySecondFactor.customToken),
    recoveryCodes: verified.verifySecondFactor.recoveryCodes,
  };
}

export async function approveMember(server: TestServer, operator: Account, uid: string): Promise<void> {
  await mutate(server, operator, 'mutation($uid: ID!) { approveMunicipalMember(uid: $uid) { uid } }', { uid });
}

/**
 * An operator binds an lg.jp mail domain to a municipality in the console (name or code): every
 * verified municipal address of the domain whose 自治体名 names it belongs there.
 */
export async function bindDomain(server: TestServer, operator: Account, domain: string, municipality: string) {
  await mutate(
    server,
    operator,
    'mutation($domain: String!, $municipality: String!) { bindMunicipalDomain(domain: $domain, municipality: $municipality) { domain } }',
    { domain, municipality },
  );
}

/** An operator confirms one member's municipality in the console, for their current address. */
export async function confirmMunicipality(server: TestServer, operator: Account, uid: string, municipality: string) {
  await mutate(
    server,
    operator,
    'mutation($uid: ID!, $municipality: String!) { confirmMemberMunicipality(uid: $uid, municipality: $municipality) }',
    { uid, municipality },
  );
}

/** Signed up and registered with an address outside the municipal domains: waits for approval. */
export async function memberAccount(server: TestServer, email = uniqueEmail('example.jp')): Promise<Account> {
  const account = await verifyAddress(await signUp(email));
  await registerMunicipal(server, account);
  return account;
}

/**
 * Registered with an lg.jp address and verified it from that mailbox. `organization` is the
 * 自治体名 typed (札幌市); it counts for the shared shortlists only where an operator bound the
 * address's domain to that municipality (bindDomain) or confirmed the member (confirmMunicipality).
 */
export async function municipalAccount(
  server: TestServer,
  email = uniqueEmail('city.test.lg.jp'),
  organization?: string,
): Promise<Account> {
  const account = await signUp(email);
  await registerMunicipal(server, account, organization ? { organization } : {});
  return verifyAddress(account);
}

/** Provider staff on trial: a provider-domain address, verified. */
export async function trialAccount(server: TestServer, email = uniqueEmail('provider.example.jp')): Promise<Account> {
  const account = await signUp(email);
  await registerMunicipal(server, account);
  return verifyAddress(account);
}

/** A company registered through com-register by its contact person, verified, approved by an operator. */
export async function vendorAccount(
  server: TestServer,
  operator: Account,
  email = uniqueEmail('vendor.example.jp'),
): Promise<Account & { companyId: string }> {
  const account = await signUp(email);
  const data = await mutate(
    server,
    account,
    'mutation($input: CompanyRegistrationInput!) { registerCompany(input: $input) { id } }',
    {
      input: {
        uid: account.uid,
        email,
        ...PROFILE_DEFAULTS,
        organization: `試験システム株式会社 ${randomBytes(3).toString('hex')}`,
        companyAddress: '東京都千代田区霞が関1-1-1',
        companyUrl: '',
        corporateNumber: '',
      },
    },
  );
  const companyId = String((data.registerCompany as { id: string }).id);
  await mutate(server, operator, 'mutation($id: ID!) { approveCompany(id: $id) { id } }', { id: companyId });
  return { ...(await verifyAddress(account)), companyId };
}

/** A listing the vendor wrote, with its own uploads, submitted and published by an operator. */
/** A file the listing refers to instead of the small default ones (an upload's answer). */
export interface ListingFileRef {
  key: string;
  name: string;
  kind: string;
}

export async function publishedListing(
  server: TestServer,
  vendor: Account,
  operator: Account,
  files: { document?: ListingFileRef; video?: ListingFileRef } = {},
): Promise<string> {
  const ref = async (purpose: string, body: Buffer, name: string) => {
    const { data } = (await upload(server, vendor.token, purpose, body, name)).body;
    if (!data) throw new Error(`upload of ${name} was refused`);
    return { key: data.key, name: data.name, kind: data.kind };
  };
  const input = {
    title: `権限確認のためのソリューション ${randomBytes(3).toString('hex')}`,
    description: '権限の確認に使う掲載です。',
    categoryIds: ['01'],
    thumbnail: await ref('thumbnail', PNG, 'logo.png'),
    images: [],
    video: files.video ?? null,
    videoUrl: '',
    detailItems: ['確認'],
    titleItems: ['確認'],
    explainItems: ['確認'],
    areaIds: ['113'],
    offices: [{ officeName: '本社', address: '東京都千代田区1-1' }],
    document: files.document ?? (await ref('document', PDF, '資料.pdf')),
  };
  const created = await mutate(
    server,
    vendor,
    'mutation($input: ListingInput!) { createListing(input: $input, submit: true) { id } }',
    { input },
  );
  const id = String((created.createListing as { id: string }).id);
  await mutate(server, operator, 'mutation($id: ID!) { publishListing(id: $id) { id } }', { id });
  return id;
}
