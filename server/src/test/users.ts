/** Real users in the Auth emulator, with real ID tokens, for integration tests. */
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { DataSource } from 'typeorm';
import { UserProfile } from '../modules/profile/profile.entity';
import { verifiedSessionToken } from '../modules/second-factor/second-factor.test-support';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export interface TestUserOptions {
  email?: string;
  emailVerified?: boolean;
  claims?: Record<string, unknown>;
  profile?: Partial<UserProfile> | null;
}

export function uniqueEmail(domain = 'city.test.lg.jp'): string {
  return `user-${randomBytes(6).toString('hex')}@${domain}`;
}

export async function signIn(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

export const PROFILE_DEFAULTS = {
  telephone: '03-0000-0000',
  lastName: '試験',
  firstName: '太郎',
  lastNameKana: 'シケン',
  firstNameKana: 'タロウ',
  division: '情報政策課',
  position: '主事',
  organization: 'テスト市',
};

export async function createTestUser(
  auth: Auth,
  dataSource: DataSource,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const user = await auth.createUser({ email, password, emailVerified: options.emailVerified ?? true });
  if (options.claims) await auth.setCustomUserClaims(user.uid, options.claims);
  if (options.profile !== null && options.profile !== undefined) {
    const repository = dataSource.getRepository(UserProfile);
    await repository.save(
      repository.create({
        uid: user.uid,
        email,
        isMunicipality: false,
        municipalStatus: 'none',
        // A written municipal profile stands for one whose address earned it.
        municipalEmail: options.profile.isMunicipality ? email.toLowerCase() : null,
        ...PROFILE_DEFAULTS,
        ...options.profile,
      }),
    );
  }
  // Operators act only in a session that passed the second factor (auth/second-factor-standing.ts).
  const token = options.claims?.operator
    ? await verifiedSessionToken(auth, dataSource, user.uid)
    : await signIn(email, password);
  return { uid: user.uid, email, password, token };
}
