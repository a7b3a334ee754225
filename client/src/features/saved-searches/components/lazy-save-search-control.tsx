/**
 * 「この条件を保存」 loaded after the page: it shows only to a signed-in user once hydrated, so the
 * results pages do not carry its code in their first load (bench:web's JavaScript budget), and
 * its code loads only for such a user: a visitor's page never fetches it, and a prerendered page
 * has no boundary here that the build could not render (React would report it while hydrating).
 */
import type { Section } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/auth/session';
import { useHydrated } from '@/lib/use-hydrated';

const SaveSearchControl = lazy(() =>
  import('./save-search-control').then((module) => ({ default: module.SaveSearchControl })),
);

export function LazySaveSearchControl({ section }: { section: Section }) {
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || session.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchControl section={section} />
    </Suspense>
  );
}
