/**
 * A screen's Apollo query, declared by its route (route-reads.ts): the route's loader sends it
 * while the screen's code loads, and the screen reads that answer, asking nothing itself, whether
 * the answer arrived before the screen rendered or is still on its way. A visit whose loader sent
 * nothing is asked by the screen, once; the route's parameters make the same variables for both.
 * Real router, real Apollo client and cache; the network is
 * a link the test answers.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Route, routeById } from '@/config/routes';
import { RECEIVED_RFI_QUERY, RECEIVED_RFIS_QUERY } from '@/features/rfis/api/rfi-queries';
import { createGuardLoader } from './guard/guard-loader';
import { useRouteQuery } from './use-route-query';
import { visitReads } from './visit-reads';

const network = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/apollo-client', () => ({
  loadApolloClient: () => Promise.resolve(network.client),
  loadedApolloClient: () => network.client,
}));
vi.mock('@/lib/auth/session', () => ({
  sessionKnown: () => Promise.resolve(),
  hadSession: () => true,
  getSession: () => ({ status: 'signedIn', user: { uid: 'v1', email: 'vendor@vendor.example.jp' } }),
}));
vi.mock('@/lib/auth/profile', () => ({
  settleProfile: () => Promise.resolve({ uid: 'v1', isMunicipality: false }),
  getProfileState: () => ({ status: 'loaded', forUid: 'v1', profile: { uid: 'v1' }, role: 'vendor' }),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const asked = vi.fn<(operationName: string, variables: Record<string, unknown>) => Promise<unknown>>();

function newClient(): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        void asked(operation.operationName ?? '', operation.variables).then((data) => {
          observer.next({ data } as never);
          observer.complete();
        });
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Screen() {
  const query = useRouteQuery(RECEIVED_RFIS_QUERY);
  return <p>{query.data ? `${query.data.receivedRfis.length} 件` : '読み込んでいます…'}</p>;
}

function OneRfi() {
  const query = useRouteQuery(RECEIVED_RFI_QUERY);
  return <p>{query.data ? `依頼 ${query.data.receivedRfi ? 'あり' : 'なし'}` : '読み込んでいます…'}</p>;
}

/** The vendor's list of received requests (or one), its screen's code loaded once `code` resolves. */
function visit(code: Promise<void>, preload = true, id: 'vendor.rfis' | 'vendor.rfi' = 'vendor.rfis') {
  const route = routeById(id) as Route;
  const address = id === 'vendor.rfi' ? '/vendor/rfis/5' : route.path;
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        handle: route,
        loader: createGuardLoader(route, preload ? visitReads(route) : {}),
        lazy: async () => {
          await code;
          return { Component: id === 'vendor.rfi' ? OneRfi : Screen };
        },
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <ApolloProvider client={network.client as ApolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe("a route's screen query", () => {
  beforeEach(() => {
    asked.mockReset();
    network.client = newClient();
  });

  it('is sent by the loader, and the screen shows that answer when it arrived first', async () => {
    const code = deferred<void>();
    asked.mockResolvedValue({ receivedRfis: [] });
    visit(code.promise);
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(asked).toHaveBeenCalledWith('ReceivedRfis', {});
    // The answer is in the cache before the screen's code has loaded.
    await act(async () => {
      await Promise.resolve();
      code.resolve();
    });
    expect(await screen.findByText('0 件')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shares the request still in flight when the screen renders first', async () => {
    const answer = deferred<unknown>();
    asked.mockReturnValue(answer.promise);
    visit(Promise.resolve());
    expect(await screen.findByText('読み込んでいます…')).toBeTruthy();
    await act(async () => answer.resolve({ receivedRfis: [] }));
    expect(await screen.findByText('0 件')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is asked with the variables the route’s parameters make, by the loader and the screen alike', async () => {
    asked.mockResolvedValue({ receivedRfi: null });
    visit(Promise.resolve(), true, 'vendor.rfi');
    expect(await screen.findByText('依頼 なし')).toBeTruthy();
    expect(asked).toHaveBeenCalledExactlyOnceWith('ReceivedRfi', { id: '5' });
  });

  it('is asked by the screen, once, on a visit whose loader sent nothing', async () => {
    asked.mockResolvedValue({ receivedRfis: [] });
    visit(Promise.resolve(), false);
    expect(await screen.findByText('0 件')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
