/**
 * Single sign-on against a real OpenID Provider (oidc-provider) on a loopback port, through the
 * portal's own routes and GraphQL: a municipality's staff land as its members; replayed state,
 * code and hand-off, an ID token for another audience, with a bad signature or from another
 * issuer, an address outside the allowed domains and provider staff's addresses do not. The
 * settings are an operator's or that municipality's administrator's, with a recent second factor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { SecondFactorEnrolment, SecondFactorSession } from '../second-factor/second-factor.entity';
import { signInWithCustomToken } from '../second-factor/second-factor.test-support';
import { signInAt, startTestIdp, type TestIdp } from './oidc-provider.test-support';

const PUBLIC_URL = 'https://portal.test';
const SAPPORO = '011002';
const HAKODATE = '012025';
const SAVE = `mutation($input: MunicipalSsoSettingInput!) {
  saveMunicipalSso(input: $input) { municipalityCode hasClientSecret allowedDomains }
}`;

type Response = { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown };
const codeOf = (response: Response) => response.errors?.[0]?.extensions?.code ?? 'OK';

describe('single sign-on with a municipality’s OpenID Provider', () => {
  let server: TestServer;
  let operator: TestUser;
  let sapporo: TestIdp;
  let hakodate: TestIdp;

  const configure = (idp: TestIdp, municipalityCode: string, allowedDomains: string[], token = operator.token) =>
    server.graphql(
      SAVE,
      {
        input: {
          municipalityCode,
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          allowedDomains,
          divisionClaim: 'division',
          enabled: true,
        },
      },
      token,
    );

  /** The browser's whole round: start, the IdP's forms, the callback; where the portal sends it. */
  async function signIn(municipalityCode: string, login: string): Promise<{ landing: string; callback: string }> {
    const callback = await signInAt(`${server.url}/sso/oidc/start?municipality=${municipalityCode}`, login);
    return { landing: await follow(callback), callback };
  }

  async function follow(callback: string): Promise<string> {
    const local = callback.replace(PUBLIC_URL, server.url);
    const response = await fetch(local, { redirect: 'manual' });
    return response.headers.get('location') ?? `status ${response.status}`;
  }

  const redeem = (code: string) =>
    server.graphql<{ redeemSingleSignOn: string }>('mutation($c: String!) { redeemSingleSignOn(code: $c) }', {
      c: code,
    });

  beforeAll(async () => {
    server = await startTestServer({ seed: 'reference', env: { PUBLIC_URL } });
    operator = await server.user({ claims: { operator: true }, profile: {} });
    const redirectUri = `${PUBLIC_URL}/sso/oidc/callback`;
    sapporo = await startTestIdp({
      redirectUri,
      accounts: {
        'tanaka@city.sapporo-sso.lg.jp': {
          email: 'tanaka@city.sapporo-sso.lg.jp',
          family_name: '田中',
          given_name: '一郎',
          division: '情報システム課',
        },
        'outsider@gmail-sso.example.com': { email: 'outsider@gmail-sso.example.com' },
        'unverified@city.sapporo-sso.lg.jp': { email: 'unverified@city.sapporo-sso.lg.jp', email_verified: false },
      },
    });
    hakodate = await startTestIdp({
      redirectUri,
      accounts: { 'sato@city.hakodate-sso.lg.jp': { email: 'sato@city.hakodate-sso.lg.jp' } },
    });
    expect(codeOf(await configure(sapporo, SAPPORO, ['city.sapporo-sso.lg.jp']))).toBe('OK');
    expect(codeOf(await configure(hakodate, HAKODATE, ['city.hakodate-sso.lg.jp']))).toBe('OK');
  });
  afterAll(async () => {
    await sapporo?.stop();
    await hakodate?.stop();
    await server?.stop();
  });

  it('makes a municipality’s staff its members, with their section, and no operator step', async () => {
    const { landing } = await signIn(SAPPORO, 'tanaka@city.sapporo-sso.lg.jp');
    expect(landing).toMatch(/^\/auth\/sso#code=/);
    const code = landing.split('#code=')[1]!;
    const redeemed = await redeem(code);
    expect(codeOf(redeemed)).toBe('OK');
    const token = await signInWithCustomToken(redeemed.data!.redeemSingleSignOn);
    const me = await server.graphql<{ me: { division: string; isMunicipality: boolean; lastName: string } }>(
      '{ me { division isMunicipality lastName } }',
      {},
      token,
    );
    expect(me.data?.me).toEqual({ division: '情報システム課', isMunicipality: true, lastName: '田中' });
    const mine = await server.graphql<{ myMunicipality: { state: string; municipality: { code: string } } }>(
      '{ myMunicipality { state municipality { code } } }',
      {},
      token,
    );
    expect(mine.data?.myMunicipality).toEqual({ state: 'confirmed', municipality: { code: SAPPORO } });
    // The hand-off code is good once.
    expect(codeOf(await redeem(code))).toBe('NOT_FOUND');
  });

  it('lands another IdP’s staff in their own municipality only', async () => {
    const { landing } = await signIn(HAKODATE, 'sato@city.hakodate-sso.lg.jp');
    const token = await signInWithCustomToken((await redeem(landing.split('#code=')[1]!)).data!.redeemSingleSignOn);
    const mine = await server.graphql<{ myMunicipality: { municipality: { code: string } } }>(
      '{ myMunicipality { municipality { code } } }',
      {},
      token,
    );
    expect(mine.data?.myMunicipality.municipality.code).toBe(HAKODATE);
  });

  it('refuses a replayed callback (the same state and code)', async () => {
    const { landing, callback } = await signIn(SAPPORO, 'tanaka@city.sapporo-sso.lg.jp');
    expect(landing).toMatch(/^\/auth\/sso#code=/);
    expect(await follow(callback)).toBe('/auth/login?sso_error=expired');
  });

  it('refuses an address outside the allowed domains, and one the IdP has not verified', async () => {
    expect((await signIn(SAPPORO, 'outsider@gmail-sso.example.com')).landing).toBe('/auth/login?sso_error=domain');
    expect((await signIn(SAPPORO, 'unverified@city.sapporo-sso.lg.jp')).landing).toBe('/auth/login?sso_error=domain');
  });

  it.each(['audience', 'signature', 'foreign-issuer'] as const)('refuses an ID token tampered: %s', async (tamper) => {
    sapporo.tamper = tamper;
    try {
      expect((await signIn(SAPPORO, 'tanaka@city.sapporo-sso.lg.jp')).landing).toBe('/auth/login?sso_error=idp');
    } finally {
      sapporo.tamper = 'none';
    }
  });

  it('never signs in provider staff through a municipality’s IdP', async () => {
    const staff = await server.user({ email: 'admin@city.hakodate-sso.lg.jp', profile: {} });
    await server.identity.auth.setCustomUserClaims(staff.uid, { operator: true });
    const idp = await startTestIdp({
      redirectUri: `${PUBLIC_URL}/sso/oidc/callback`,
      accounts: { admin: { email: 'admin@city.hakodate-sso.lg.jp' } },
    });
    try {
      expect(codeOf(await configure(idp, HAKODATE, ['city.hakodate-sso.lg.jp']))).toBe('OK');
      expect((await signIn(HAKODATE, 'admin')).landing).toBe('/auth/login?sso_error=account');
    } finally {
      await configure(hakodate, HAKODATE, ['city.hakodate-sso.lg.jp']);
      await idp.stop();
    }
  });

  it('keeps the settings to operators and the municipality’s administrator, secret unreadable', async () => {
    const member = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
    const read = '{ municipalSso(municipalityCode: "011002") { issuer clientId hasClientSecret allowedDomains } }';
    expect(codeOf(await server.graphql(read, {}, member.token))).toBe('NOT_FOUND');
    expect(codeOf(await configure(sapporo, SAPPORO, ['city.sapporo-sso.lg.jp'], member.token))).toBe('NOT_FOUND');
    const asOperator = await server.graphql<{ municipalSso: Record<string, unknown> }>(read, {}, operator.token);
    expect(asOperator.data?.municipalSso).toEqual({
      issuer: sapporo.issuer,
      clientId: sapporo.clientId,
      hasClientSecret: true,
      allowedDomains: ['city.sapporo-sso.lg.jp'],
    });
    const stored = (await server.dataSource.query(
      'SELECT client_secret_sealed FROM municipal_sso_settings WHERE municipality_code = ?',
      [SAPPORO],
    )) as [{ client_secret_sealed: string }];
    expect(stored[0].client_secret_sealed).not.toContain(sapporo.clientSecret);
    // A domain belongs to one municipality.
    expect(codeOf(await configure(sapporo, SAPPORO, ['city.hakodate-sso.lg.jp']))).toBe('BAD_USER_INPUT');
  });

  it('asks for the second factor again when the last check is old', async () => {
    const other = await server.user({ claims: { operator: true }, profile: {} });
    // Enrolled two hours ago, last checked an hour ago.
    await server.dataSource
      .getRepository(SecondFactorEnrolment)
      .update({ uid: other.uid }, { confirmedAt: new Date(Date.now() - 7200_000) });
    await server.dataSource
      .getRepository(SecondFactorSession)
      .update({ uid: other.uid }, { verifiedAt: new Date(Date.now() - 3600_000) });
    expect(codeOf(await configure(sapporo, SAPPORO, ['city.sapporo-sso.lg.jp'], other.token))).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
  });
});
