/**
 * 「この条件を保存」 loaded after the page: it shows only to a signed-in user once hydrated, so the
 * results pages do not carry its code in their first load (bench:web's JavaScript budget).
 */
import type { Section } from '@portal/shared';
import { lazy, Suspense } from 'react';

const SaveSearchControl = lazy(() =>
  import('./save-search-control').then((module) => ({ default: module.SaveSearchControl })),
);

export function LazySaveSearchControl({ section }: { section: Section }) {
  return (
    <Suspense fallback={null}>
      <SaveSearchControl section={section} />
    </Suspense>
  );
}
