// Self-hosted GraphiQL (GET /graphql): bundled here so nothing is fetched from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} />);
