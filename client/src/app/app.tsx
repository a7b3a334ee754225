import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { getConfig } from '@/config/runtime';
import { startAnalytics } from '@/lib/analytics/analytics';
import { AppProvider } from './provider';
import { createRouter } from './router';

function start() {
  // Before the first render, so the first page view has a sink to go to.
  startAnalytics(getConfig());
  return createRouter();
}

export function App() {
  const [router] = useState(start);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
