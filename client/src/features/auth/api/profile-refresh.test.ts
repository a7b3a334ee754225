/**
 * Signing in refreshes the profile while the route guard may already be reading it, and the
 * refresh resets Apollo's store. The answer must still be the profile (sign-in decides from it
 * whether to ask for e-mail verification), and both reads must share one request.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProfile } from '@/lib/auth/profile';
import { refreshProfile } from './profile-refresh';

const USER = { uid: 'u-1', email: 'taro@city.example.lg.jp', emailVerified: false };

vi.mock('@/lib/auth/session', () => ({
  getSession: () => ({ status: 'signedIn', user: USER }),
  getIdToken: () => Promise.resolve('token-1'),
  renewRefusedToken: () => Promise.resolve(null),
}));

const ME = {
  __typename: 'UserProfile',
  uid: USER.uid,
  email: USER.email,
  telephone: '0312345678',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  division: '総務課',
  position: '主任',
  organization: 'デモ市',
  municipalityCode: '011002',
  isMunicipality: true,
  municipalStatus: 'approved',
  companyId: null,
  isOperatorBusiness: false,
  notifyDocumentUpdates: true,
};

/** The server, answering every profile read after a short delay. */
function slowServer() {
  return vi.fn(
    () =>
      new Promise<Response>((resolve) =>
        setTimeout(
          () =>
            resolve(
              Response.json({
                data: {
                  me: ME,
                  viewer: {
                    __typename: 'ViewerView',
                    role: 'municipal',
                    secondFactorPending: false,
                    municipalityConfirmed: true,
                  },
                },
              }),
            ),
          20,
        ),
      ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshProfile', () => {
  it('answers the profile even when a read of it was in flight', async () => {
    const server = slowServer();
    vi.stubGlobal('fetch', server);
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const guardRead = loadProfile(true);

    const profile = await refreshProfile(client);

    expect(profile?.uid).toBe(USER.uid);
    expect((await guardRead)?.uid).toBe(USER.uid);
    expect(errors).not.toHaveBeenCalled();
    // The refresh waited for the guard's read, then read once more: never two at a time.
    expect(server).toHaveBeenCalledTimes(2);
    const [url, init] = server.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('operationName=CurrentProfile');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
  });
});
