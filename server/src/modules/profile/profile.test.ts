/**
 * Profiles through real HTTP (GraphQL and the REST façade) with real emulator users: ownership on
 * every path, registration that stores nothing when invalid, municipal status and its approval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { PROFILE_DEFAULTS, signIn, uniqueEmail, type TestUser } from '../../test/users';

const FIELDS = 'uid email lastName division isMunicipality municipalStatus';

describe.each(DATABASES)('member profiles on %s', (database) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let operator: TestUser;

  async function rest(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        success: boolean;
        data: Record<string, unknown> | null;
        error: { code: string; message: string; fields?: Record<string, string> } | null;
      },
    };
  }

  async function rowsFor(uid: string) {
    const profiles = await server.dataSource.query('SELECT COUNT(*) AS n FROM user_profiles WHERE uid = ?', [uid]);
    const audits = await server.dataSource.query('SELECT COUNT(*) AS n FROM audit_events WHERE entity_id = ?', [uid]);
    return { profiles: Number(profiles[0].n), audits: Number(audits[0].n) };
  }

  const edited = { ...PROFILE_DEFAULTS, lastName: '改竄' };
  const { telephone: _telephone, ...sevenFields } = edited;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
    owner = await server.user({ profile: {} });
    other = await server.user({ profile: {} });
    operator = await server.user({
      email: uniqueEmail('provider.example.jp'),
      claims: { operator: true },
      profile: {},
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("another user's uid is refused on every profile path", () => {
    it('GraphQL profile(uid)', async () => {
      const result = await server.graphql(
        `query($uid: ID!) { profile(uid: $uid) { ${FIELDS} } }`,
        { uid: other.uid },
        owner.token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.data?.profile ?? null).toBeNull();
    });

    it('GraphQL updateProfile with another uid', async () => {
      const result = await server.graphql(
        `mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { ${FIELDS} } }`,
        { input: { uid: other.uid, ...sevenFields } },
        owner.token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('GraphQL registerMunicipality with another uid', async () => {
      const result = await server.graphql(
        `mutation($input: MunicipalRegistrationInput!) { registerMunicipality(input: $input) { ${FIELDS} } }`,
        { input: { uid: other.uid, email: other.email, ...PROFILE_DEFAULTS } },
        owner.token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('REST GET /api/auth/{uid} and /api/users/{uid}', async () => {
      for (const path of [`/auth/${other.uid}`, `/users/${other.uid}`]) {
        const response = await rest('GET', path, owner.token);
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ success: false, data: null, error: { code: 'FORBIDDEN' } });
      }
    });

    it('REST POST /api/auth/edit and /api/auth/mun-register', async () => {
      const edit = await rest('POST', '/auth/edit', owner.token, { uid: other.uid, ...sevenFields });
      expect(edit.status).toBe(403);
      expect(edit.body.error?.code).toBe('FORBIDDEN');
      const register = await rest('POST', '/auth/mun-register', owner.token, {
        uid: other.uid,
        email: other.email,
        ...PROFILE_DEFAULTS,
      });
      expect(register.status).toBe(403);
      const [row] = await server.dataSource.query('SELECT last_name FROM user_profiles WHERE uid = ?', [other.uid]);
      expect(row.last_name).toBe(PROFILE_DEFAULTS.lastName);
    });

    it('refuses visitors without a token on every path', async () => {
      expect((await rest('GET', `/auth/${owner.uid}`)).status).toBe(401);
      expect((await rest('GET', `/users/${owner.uid}`)).status).toBe(401);
      expect((await rest('POST', '/auth/edit', undefined, sevenFields)).status).toBe(401);
      expect((await rest('POST', '/auth/mun-register', undefined, { uid: owner.uid })).status).toBe(401);
    });

    it('lets the owner and an operator through', async () => {
      const own = await rest('GET', `/users/${owner.uid}`, owner.token);
      expect(own.body).toMatchObject({ success: true, data: { uid: owner.uid }, error: null });
      const byOperator = await rest('GET', `/auth/${other.uid}`, operator.token);
      expect(byOperator.body.data).toMatchObject({ uid: other.uid });
      const editByOperator = await rest('POST', '/auth/edit', operator.token, {
        uid: other.uid,
        ...sevenFields,
        lastName: '運営修正',
      });
      expect(editByOperator.body).toMatchObject({ success: true, data: { uid: other.uid, lastName: '運営修正' } });
    });
  });

  describe('registration', () => {
    it('with invalid fields stores nothing and names every failing field', async () => {
      const user = await server.user({ profile: null });
      const before = await rowsFor(user.uid);
      const response = await rest('POST', '/auth/mun-register', user.token, {
        uid: user.uid,
        email: user.email,
        ...PROFILE_DEFAULTS,
        telephone: '03-1234-ABCD',
        lastNameKana: 'しけん',
        firstNameKana: 'タ'.repeat(21),
        division: '',
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: {
          telephone: '電話番号を正しい形式で入力してください',
          lastNameKana: '姓（フリガナ）は全角カタカナで入力してください',
          firstNameKana: '名（フリガナ）は全角20文字以内で入力してください',
          division: '部署名を入力してください',
        },
      });
      const graphql = await server.graphql(
        `mutation($input: MunicipalRegistrationInput!) { registerMunicipality(input: $input) { uid } }`,
        { input: { uid: user.uid, email: user.email, ...PROFILE_DEFAULTS, lastName: '山'.repeat(16) } },
        user.token,
      );
      expect(graphql.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { lastName: '姓は全角15文字（半角30文字）以内で入力してください' },
      });
      expect(await rowsFor(user.uid)).toEqual(before);
      expect(before.profiles).toBe(0);
    });

    it("refuses an e-mail other than the caller's own and stores nothing", async () => {
      const user = await server.user({ profile: null });
      const response = await rest('POST', '/auth/mun-register', user.token, {
        uid: user.uid,
        email: uniqueEmail(),
        ...PROFILE_DEFAULTS,
      });
      expect(response.status).toBe(400);
      expect(response.body.error?.fields?.email).toBe('ログイン中のメールアドレスと一致しません');
      expect(await rowsFor(user.uid)).toEqual({ profiles: 0, audits: 0 });
    });

    it('a municipal address becomes municipal once the verified e-mail reaches the server', async () => {
      const user = await server.user({ profile: null, emailVerified: false });
      const register = await rest('POST', '/auth/mun-register', user.token, {
        uid: user.uid,
        email: user.email,
        ...PROFILE_DEFAULTS,
      });
      expect(register.body.data).toMatchObject({ isMunicipality: true, municipalStatus: 'approved' });
      // Only the reference data is seeded: a caller who passes the municipal gate meets NOT_FOUND.
      const query = '{ grant(id: "999999") { title } }';
      expect((await server.graphql(query, {}, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await server.identity.auth.updateUser(user.uid, { emailVerified: true });
      // The token issued before verification still says email_verified: false.
      expect((await server.graphql(query, {}, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const fresh = await signIn(user.email, user.password);
      expect((await server.graphql(query, {}, fresh)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // The client learns the same from `viewer { role }`, never from the profile's fields.
      const role = async (token: string) => (await server.graphql('{ viewer { role } }', {}, token)).data?.viewer;
      expect(await role(user.token)).toEqual({ role: 'member' });
      expect(await role(fresh)).toEqual({ role: 'municipal' });
      expect(await role(operator.token)).toEqual({ role: 'operator' });
    });

    it('a trial address needs no approval and any other address waits for an operator', async () => {
      const trial = await server.user({ email: uniqueEmail('provider.example.jp'), profile: null });
      const trialBody = await rest('POST', '/auth/mun-register', trial.token, {
        uid: trial.uid,
        email: trial.email,
        ...PROFILE_DEFAULTS,
      });
      expect(trialBody.body.data).toMatchObject({ isMunicipality: false, municipalStatus: 'none' });
      const member = await server.user({ email: uniqueEmail('example.com'), profile: null });
      const memberBody = await rest('POST', '/auth/mun-register', member.token, {
        uid: member.uid,
        email: member.email,
        ...PROFILE_DEFAULTS,
      });
      expect(memberBody.body.data).toMatchObject({ isMunicipality: false, municipalStatus: 'pending' });
    });
  });

  describe('operator approval', () => {
    const APPROVE = `mutation($uid: ID!) { approveMunicipalMember(uid: $uid) { ${FIELDS} } }`;

    it('approves a pending member with an audit event; nobody else may', async () => {
      const member = await server.user({ email: uniqueEmail('example.com'), profile: { municipalStatus: 'pending' } });
      const pending = await server.graphql<{ pendingMunicipalMembers: { uid: string }[] }>(
        '{ pendingMunicipalMembers { uid } }',
        {},
        operator.token,
      );
      expect(pending.data?.pendingMunicipalMembers.map((m) => m.uid)).toContain(member.uid);
      expect((await server.graphql(APPROVE, { uid: member.uid }, member.token)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect((await server.graphql('{ pendingMunicipalMembers { uid } }', {}, owner.token)).errors).toBeDefined();
      const approved = await server.graphql<{ approveMunicipalMember: { isMunicipality: boolean } }>(
        APPROVE,
        { uid: member.uid },
        operator.token,
      );
      expect(approved.data?.approveMunicipalMember).toMatchObject({
        isMunicipality: true,
        municipalStatus: 'approved',
      });
      const events = await server.dataSource.query(
        'SELECT actor_uid, action FROM audit_events WHERE entity_id = ? ORDER BY id',
        [member.uid],
      );
      expect(events).toEqual([{ actor_uid: operator.uid, action: 'profile.municipal-approved' }]);
    });

    it('refuses to approve a member who is not waiting', async () => {
      const vendorLike = await server.user({ profile: { municipalStatus: 'none' } });
      const result = await server.graphql(APPROVE, { uid: vendorLike.uid }, operator.token);
      expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const missing = await server.graphql(APPROVE, { uid: 'no-such-user' }, operator.token);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('editing', () => {
    it('answers per-field messages and changes nothing when invalid', async () => {
      const response = await rest('POST', '/auth/edit', owner.token, { lastNameKana: 'abc' });
      expect(response.status).toBe(400);
      expect(response.body.error?.fields).toMatchObject({
        lastName: '姓を入力してください',
        lastNameKana: '姓（フリガナ）は全角カタカナで入力してください',
        organization: '自治体名を入力してください',
      });
      const [row] = await server.dataSource.query('SELECT last_name FROM user_profiles WHERE uid = ?', [owner.uid]);
      expect(row.last_name).toBe(PROFILE_DEFAULTS.lastName);
    });

    it('saves the seven fields of the caller when no uid is given', async () => {
      const response = await rest('POST', '/auth/edit', owner.token, { ...sevenFields, division: '  企画課  ' });
      expect(response.body).toMatchObject({ success: true, data: { uid: owner.uid, division: '企画課' } });
    });
  });

  describe('e-mail change', () => {
    const SYNC = `mutation { syncProfileEmail { ${FIELDS} } }`;

    it('follows the verified address and re-evaluates municipal status', async () => {
      const user = await server.user({ profile: { isMunicipality: true, municipalStatus: 'approved' } });
      const newEmail = uniqueEmail('example.org');
      await server.identity.auth.updateUser(user.uid, { email: newEmail, emailVerified: true });
      const token = await signIn(newEmail, user.password);
      const synced = await server.graphql<{ syncProfileEmail: Record<string, unknown> }>(SYNC, {}, token);
      expect(synced.data?.syncProfileEmail).toMatchObject({
        email: newEmail,
        isMunicipality: false,
        municipalStatus: 'pending',
      });
      const again = await server.graphql<{ syncProfileEmail: Record<string, unknown> }>(SYNC, {}, token);
      expect(again.data?.syncProfileEmail).toMatchObject({ email: newEmail });
      const events = await server.dataSource.query('SELECT action FROM audit_events WHERE entity_id = ?', [user.uid]);
      expect(events).toEqual([{ action: 'profile.email-changed' }]);
    });

    it('refuses an unverified address', async () => {
      const user = await server.user({ profile: {}, emailVerified: false });
      expect((await server.graphql(SYNC, {}, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
