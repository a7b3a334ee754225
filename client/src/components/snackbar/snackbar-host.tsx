import { lazy, Suspense } from 'react';
import { useStore } from '@/lib/store/use-store';
import { snackbarStore } from './snackbar-store';

const Snackbar = lazy(() => import('./snackbar'));

/** Mounts the snackbar (and loads its code) once the first message is posted. */
export function SnackbarHost() {
  const used = useStore(snackbarStore, (state) => state.messages.length > 0);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  );
}
