/**
 * The second factor through real GraphQL and the Auth emulator: an operator acts only in a session
 * that passed it; a password alone, another user's session, a replayed code or a used recovery
 * code earn nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_CLAIM } from '../../auth/second-factor-standing';
import { startTestServer, type TestServer } from '../../test/harness';
import { signIn } from '../../test/users';
import { signInWithCustomToken, totpCode } from './second-factor.test-support';

type Response = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
const codeOf = (response: Response) => response.errors?.[0]?.extensions?.code ?? 'OK';

const OPERATOR_QUERY = '{ pendingMunicipalMembers { uid } }';
const STATUS = '{ secondFactorStatus { required enrolled verified } }';
const START = 'mutation { startSecondFactorEnrolment { secret otpauthUri qrSvg } }';
const VERIFY = 'mutation($code: String!) { verifySecondFactor(code: $code) { customToken recoveryCodes } }';

interface Verification {
  verifySecondFactor: { customToken: string | null; recoveryCodes: string[] | null };
}

describe('the second factor', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A new operator (custom claim) signed in with their password only. */
  async function operatorWithPassword() {
    const user = await server.user({ profile: {} });
    await server.identity.auth.setCustomUserClaims(user.uid, { operator: true });
    return { ...user, token: await signIn(user.email, user.password) };
  }

  async function enrol(token: string) {
    const key = await server.graphql<{
      startSecondFactorEnrolment: { secret: string; otpauthUri: string; qrSvg: string };
    }>(START, {}, token);
    expect(codeOf(key)).toBe('OK');
    const { secret, otpauthUri, qrSvg } = key.data!.startSecondFactorEnrolment;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain('<svg');
    const verified = await server.graphql<Verification>(VERIFY, { code: totpCode(secret) }, token);
    expect(codeOf(verified)).toBe('OK');
    return { secret, ...verified.data!.verifySecondFactor };
  }

  it('holds an operator back until the session passed the second factor, and lets them act after', async () => {
    const operator = await operatorWithPassword();
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, operator.token))).toBe('SECOND_FACTOR_REQUIRED');
    const before = await server.graphql<{ secondFactorStatus: unknown }>(STATUS, {}, operator.token);
    expect(before.data?.secondFactorStatus).toEqual({ required: true, enrolled: false, verified: false });

    const { customToken, recoveryCodes } = await enrol(operator.token);
    expect(recoveryCodes).toHaveLength(10);
    const verifiedToken = await signInWithCustomToken(customToken!);
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, verifiedToken))).toBe('OK');
    const after = await server.graphql<{ secondFactorStatus: unknown }>(STATUS, {}, verifiedToken);
    expect(after.data?.secondFactorStatus).toEqual({ required: true, enrolled: true, verified: true });

    // The password session that enrolled is still a password session.
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, operator.token))).toBe('SECOND_FACTOR_REQUIRED');
    // A stolen password: a new sign-in, without the code, acts as nobody's operator.
    const stolen = await signIn(operator.email, operator.password);
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, stolen))).toBe('SECOND_FACTOR_REQUIRED');
    expect(codeOf(await server.graphql(START, {}, stolen))).toBe('FORBIDDEN');
    expect(codeOf(await server.graphql(VERIFY, { code: '000000' }, stolen))).toBe('BAD_USER_INPUT');
  });

  it('keeps the check when the session’s token is refreshed', async () => {
    const operator = await operatorWithPassword();
    const { customToken } = await enrol(operator.token);
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    const { refreshToken } = (await response.json()) as { refreshToken: string };
    const refreshed = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/securetoken.googleapis.com/v1/token?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      },
    );
    const { id_token: idToken } = (await refreshed.json()) as { id_token: string };
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, idToken))).toBe('OK');
  });

  it('refuses a code used once already, and another user’s checked session', async () => {
    const operator = await operatorWithPassword();
    const { secret, customToken } = await enrol(operator.token);
    const token = await signInWithCustomToken(customToken!);
    // The code that confirmed the key cannot sign in again within its step.
    const again = await server.graphql(
      VERIFY,
      { code: totpCode(secret) },
      await signIn(operator.email, operator.password),
    );
    expect(codeOf(again)).toBe('BAD_USER_INPUT');

    const other = await operatorWithPassword();
    const [{ id }] = (await server.dataSource.query('SELECT id FROM second_factor_sessions WHERE uid = ?', [
      operator.uid,
    ])) as [{ id: string }];
    const borrowed = await signInWithCustomToken(
      await server.identity.auth.createCustomToken(other.uid, { [SECOND_FACTOR_CLAIM]: id }),
    );
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, borrowed))).toBe('SECOND_FACTOR_REQUIRED');
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, token))).toBe('OK');
  });

  it('takes each recovery code once', async () => {
    const operator = await operatorWithPassword();
    const { recoveryCodes } = await enrol(operator.token);
    const [first, second] = recoveryCodes!;
    const signInWith = async (code: string) =>
      server.graphql<Verification>(VERIFY, { code }, await signIn(operator.email, operator.password));

    const used = await signInWith(first!.toUpperCase().replace(/-/g, ' '));
    expect(codeOf(used)).toBe('OK');
    const token = await signInWithCustomToken(used.data!.verifySecondFactor.customToken!);
    expect(codeOf(await server.graphql(OPERATOR_QUERY, {}, token))).toBe('OK');

    expect(codeOf(await signInWith(first!))).toBe('BAD_USER_INPUT');
    expect(codeOf(await signInWith(second!))).toBe('OK');
    const stored = (await server.dataSource.query('SELECT code_hash FROM second_factor_recovery_codes WHERE uid = ?', [
      operator.uid,
    ])) as { code_hash: string }[];
    expect(stored.map((row) => row.code_hash)).not.toContain(first);
    const events = (await server.dataSource.query(
      "SELECT COUNT(*) AS n FROM audit_events WHERE action = 'second-factor.recovery-code-used' AND entity_id = ?",
      [operator.uid],
    )) as [{ n: number }];
    expect(Number(events[0].n)).toBe(2);
  });

  it('offers the second factor to other roles and then asks for it on every sign-in', async () => {
    const member = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, member.token))).toBe('OK');
    const { customToken } = await enrol(member.token);
    const password = await signIn(member.email, member.password);
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, password))).toBe('SECOND_FACTOR_REQUIRED');
    const checked = await signInWithCustomToken(customToken!);
    expect(codeOf(await server.graphql('{ myDocumentRequests { uid } }', {}, checked))).toBe('OK');
  });
});
