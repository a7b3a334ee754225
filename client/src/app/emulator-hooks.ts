/**
 * Test hooks for end-to-end tests, installed only when the runtime configuration names the Auth
 * emulator (never in production, where the server refuses to start with an emulator).
 * `window.__portalTest.signIn(email, password)` signs in like the login screen does and resolves
 * once the session and the profile are known; `run` sends a GraphQL document (parsed by the test, so
 * no parser ships to browsers) through the app's own client (its links and retry policy included) and `basket` the basket store, until screens exist that drive them.
 */
import type { DocumentNode } from 'graphql';
import {
  addToBasket,
  basketStore,
  type BasketItem,
  type BasketSolution,
} from '@/features/document-requests/basket-store';
import { loadApolloClient } from '@/lib/apollo-client';
import { settleProfile } from '@/lib/auth/profile';
import { getSession, startSession, subscribeSession } from '@/lib/auth/session';
import { loadAuth } from '@/lib/firebase';

declare global {
  interface Window {
    __portalTest?: {
      signIn(email: string, password: string): Promise<string>;
      /** Signs in with a custom token (a session that passed the second factor, or single sign-on). */
      signInWithCustomToken(token: string): Promise<string>;
      signOut(): Promise<void>;
      /** Runs a parsed GraphQL document (plain AST) through the app's own client (links, retry policy). */
      run(document: DocumentNode, variables?: Record<string, unknown>): Promise<unknown>;
      basket: { add(solution: BasketSolution): void; items(): BasketItem[] };
    };
  }
}

function whenSession(test: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test()) return resolve();
    const stop = subscribeSession(() => {
      if (test()) {
        stop();
        resolve();
      }
    });
  });
}

export function installEmulatorHooks(): void {
  window.__portalTest = {
    async signIn(email, password) {
      await startSession();
      const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), import('firebase/auth')]);
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      await whenSession(() => getSession().user?.uid === user.uid);
      await settleProfile();
      return user.uid;
    },
    async signInWithCustomToken(token) {
      await startSession();
      const [auth, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
      const { user } = await sdk.signInWithCustomToken(auth, token);
      await whenSession(() => getSession().user?.uid === user.uid);
      await settleProfile();
      return user.uid;
    },
    async signOut() {
      await startSession();
      const [auth, { signOut }] = await Promise.all([loadAuth(), import('firebase/auth')]);
      await signOut(auth);
      await whenSession(() => getSession().status === 'signedOut');
    },
    async run(document, variables) {
      const client = await loadApolloClient();
      const mutation = document.definitions.some(
        (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
      );
      const result = mutation
        ? await client.mutate({ mutation: document, variables })
        : await client.query({ query: document, variables, fetchPolicy: 'network-only' });
      return result.data;
    },
    basket: { add: addToBasket, items: () => basketStore.get().items },
  };
}
