/**
 * Signing in refreshes the profile while the route guard may already be reading it: the refresh
 * resets Apollo's store, which fails a query still in flight. The answer must still be the
 * profile (sign-in decides from it whether to ask for e-mail verification).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { loadProfile } from '@/lib/auth/profile';
import { refreshProfile } from './profile-refresh';

const USER = { uid: 'u-1', email: 'taro@city.example.lg.jp', emailVerified: false };

vi.mock('@/lib/auth/session', () => ({ getSession: () => ({ status: 'signedIn', user: USER }) }));

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
  isMunicipality: true,
  municipalStatus: 'approved',
  companyId: null,
  isOperatorBusiness: false,
};

/** The server, answering every profile read after a short delay. */
const slowServer = new ApolloLink(
  () =>
    new Observable((observer) => {
      const timer = setTimeout(() => {
        observer.next({ data: { me: ME } });
        observer.complete();
      }, 20);
      return () => clearTimeout(timer);
    }),
);

describe('refreshProfile', () => {
  it('answers the profile even when a read of it was in flight', async () => {
    const client = new ApolloClient({ link: slowServer, cache: new InMemoryCache() });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const guardRead = loadProfile(client, true);

    const profile = await refreshProfile(client);

    expect(profile?.uid).toBe(USER.uid);
    expect((await guardRead)?.uid).toBe(USER.uid);
    expect(errors).not.toHaveBeenCalled();
  });
});
