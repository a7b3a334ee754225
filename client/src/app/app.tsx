import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { getConfig } from '@/config/runtime';
import { createApolloClient } from '@/lib/apollo';
import { startAnalytics } from '@/lib/analytics/analytics';
import { AppProvider } from './provider';
import { createRouter } from './router';

function start() {
  // Before the first render, so the first page view has a sink to go to.
  startAnalytics(getConfig());
  const client = createApolloClient();
  return { client, router: createRouter(client) };
}

export function App() {
  const [{ client, router }] = useState(start);
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
