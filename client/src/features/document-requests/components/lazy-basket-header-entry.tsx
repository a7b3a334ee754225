/**
 * The header's basket entry, loaded only inside /solutions and /request (the basket's areas):
 * other pages, the prerendered search screens among them, never carry its code.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isInBasketArea } from '@/config/routes';

const BasketHeaderEntry = lazy(() =>
  import('./basket-header-entry').then((module) => ({ default: module.BasketHeaderEntry })),
);

export function LazyBasketHeaderEntry() {
  const { pathname } = useLocation();
  if (!isInBasketArea(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <BasketHeaderEntry />
    </Suspense>
  );
}
