import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { endHydration } from '@/lib/use-hydrated';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** The whole app around a router; the same tree in the browser and in the build's prerender. */
export function App({ router }: { router: AppRouter }) {
  // The root's effects run after every other of the first commit's.
  useEffect(endHydration, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
