/**
 * Assembles the HTTP application: /graphql (Apollo), the REST façade under /api, /healthz and
 * the built client, all on one port, behind the protocol edges (request ids and logs, security
 * headers, CORS, body limits, database availability, GraphQL limits, rate limits).
 */
import type { RequestListener } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ERROR_MESSAGES } from '@portal/shared';
import type { GraphQLSchema } from 'graphql';
import express, { type Express } from 'express';
import proxyaddr from 'proxy-addr';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Identity } from './auth/identity';
import { createSessionCheck } from './auth/session';
import { accountDirectory } from './auth/accounts';
import type { Env } from './config/env';
import { databaseKind } from './db/data-source';
import { createContextBuilder, createStandingReader, graphqlContext } from './graphql/build-context';
import type { Context } from './graphql/context';
import { createFormatError } from './graphql/errors';
import { limitParseOptions, limitValidationRules } from './graphql/limits';
import { operationGuard } from './graphql/operation-guard';
import { answerCache } from './read/answer-cache';
import { readModelExecution } from './read/read-model-execution';
import { impressionCounter } from './graphql/impression-counter';
import { buildAppSchema } from './graphql/schema';
import { createDatabaseMonitor, type DatabaseMonitor, requireDatabase } from './http/availability';
import { mountClientApp } from './web/client-app';
import { visitorRead } from './read/visitor-read';
import { createAlertStopRouter } from './rest/alert-stop';
import { createListingEventsRouter } from './rest/listing-events';
import { createNotificationStopRouter } from './rest/notification-stop';
import { createDocumentDownloadRouter } from './rest/document-download';
import { createExportRouter } from './rest/exports';
import { createGrantCalendarRouter } from './rest/grant-calendar';
import { createGrantAttachmentRouter } from './rest/grant-attachments';
import { createComparisonExportRouter } from './rest/comparison-export';
import { createRfiFilesRouter } from './rest/rfi-files';
import { createImportTemplateRouter } from './rest/import-template';
import { createListingFilesRouter } from './rest/listing-files';
import { clientConfig } from './web/client-config';
import { readWebShell, shellScriptHashes } from './web/shell-manifest';
import { answerReplay } from './read/answer-replay';
import { compressJson } from './http/compress-json';
import { crossOrigin } from './http/cors';
import { handleError } from './http/errors';
import { jsonBody } from './http/json-body';
import { graphqlProtocol } from './http/graphql-protocol';
import { createRequestLogger } from './http/logging';
import { createMetrics, type PortalMetrics } from './http/metrics';
import { MailOutbox } from './mail/mail-outbox.entity';
import { securityHeaders } from './http/security';
import { createMailWorker } from './mail/mailer';
import { startNotificationScheduler } from './modules/notification/notification-scheduler';
import { startAlertScheduler } from './modules/alert/alert-scheduler';
import type { MailWorker } from './mail/mail-worker';
import { RequestReminders } from './modules/document-request/request-reminders';
import { RfiReminders } from './modules/rfi/rfi-reminders';
import { limitInquiriesWith } from './modules/inquiry/inquiry-rate-limit';
import { createRateLimiter, type RateLimiter } from './rate-limit/limiter';
import { createRestRouter } from './rest/router';
import { createSingleSignOnRouter } from './rest/single-sign-on';
import { refuseApiKeyInUrl } from './http/api-key-in-url';
import { createOpenApiRouter } from './rest/openapi-route';
import { createOpenDataRouter } from './web/open-data-files';
import { startOpenDataJob } from './modules/open-data/open-data.job';
import { createServices, type Services } from './services';
import { scheduleUploadCleanup } from './modules/upload-cleanup/upload-cleanup.job';
import { scheduleDocumentTexts } from './modules/document-text/document-text.job';
import { startPublicationScheduler } from './modules/editorial/publication-scheduler';
import { systemClock } from './lib/clock';

export interface AppDependencies {
  env: Env;
  dataSource: DataSource;
  identity: Identity;
  logger: Logger;
}

export interface PortalApp {
  app: Express;
  /** What the HTTP server runs: `app` behind the front replay of repeated searches (read/answer-replay.ts). */
  handler: RequestListener;
  services: Services;
  apollo: ApolloServer<Context>;
  /** The schema Apollo executes, whose root fields' rules (graphql/access.ts) every path admits by. */
  schema: GraphQLSchema;
  database: DatabaseMonitor;
  rateLimiter: RateLimiter;
  mail: MailWorker;
  /** Prometheus metrics of this process (served on METRICS_PORT by app-process.ts). */
  metrics: PortalMetrics;
  reminders: RequestReminders;
  rfiReminders: RfiReminders;
  /** From now on responses close their connection and /healthz answers 503 (graceful stop). */
  beginDraining(): void;
  stop(): Promise<void>;
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Development: everyone may introspect. Production: GRAPHQL_INTROSPECTION decides. */
export function introspectionPolicy(env: Pick<Env, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'>) {
  const setting = env.NODE_ENV === 'production' ? env.GRAPHQL_INTROSPECTION : 'everyone';
  return {
    graphiql: setting !== 'nobody',
    allows: (context: Pick<Context, 'role'>) =>
      setting === 'everyone' || (setting === 'operators' && context.role === 'operator'),
  };
}

export async function createPortalApp({ env, dataSource, identity, logger }: AppDependencies): Promise<PortalApp> {
  const rateLimiter = createRateLimiter(env, logger);
  await rateLimiter.ready();
  const mail = createMailWorker(env, dataSource, logger);
  // The session check is built after the services; a disable reaches it through this late binding.
  let sessionForget: (uid: string) => void = () => {};
  const services = await createServices(dataSource, env, {
    mailStored: () => mail.wake(),
    inquiryRateLimit: limitInquiriesWith(rateLimiter),
    accounts: accountDirectory(identity.auth),
    accountDisabled: (uid) => sessionForget(uid),
    identity,
  });
  const metrics = createMetrics({
    searchSyncedAt: () => services.search.syncedAt,
    oldestDueAlertAt: () => services.alerts.oldestDueAt(),
    mailQueueDepth: () => dataSource.getRepository(MailOutbox).countBy({ status: 'pending' }),
  });
  // Request lifecycle: the one reminder to vendors that have not opened a request in 3 business days.
  const reminders = new RequestReminders(
    dataSource,
    {
      operatorEmail: env.OPERATOR_EMAIL,
      publicUrl: env.publicUrl,
      intervalSeconds: env.REQUEST_REMINDER_SECONDS,
    },
    () => mail.wake(),
    logger,
  );
  // Requests for information or quotation: the reminder a business day before the deadline.
  const rfiReminders = new RfiReminders(
    dataSource,
    services.rfis,
    { operatorEmail: env.OPERATOR_EMAIL, publicUrl: env.publicUrl, intervalSeconds: env.ALERT_RUN_SECONDS },
    () => mail.wake(),
    logger,
  );
  const schema = await buildAppSchema();
  const production = env.NODE_ENV === 'production';
  const database = createDatabaseMonitor(dataSource, logger);
  const introspection = introspectionPolicy(env);
  const session = createSessionCheck(identity, env.AUTH_STATUS_CACHE_SECONDS, services.sessions);
  sessionForget = (uid) => session.forget(uid);
  // Repeated read-model queries answered from memory (read/answer-cache.ts).
  const answers = answerCache({
    generation: () => services.search.generation,
    maxEntries: env.SEARCH_RESULT_CACHE_ENTRIES,
    onLookup: (hit) => metrics.cacheLookup(hit),
    viewerVariant: async (context) => (await services.municipalitySizes.classesOf(context))?.join(',') ?? null,
  });
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    stringifyResult: answers.stringify,
    // main.ts stops the process in order (http/shutdown.ts); Apollo must not race it.
    stopOnTerminationSignals: false,
    parseOptions: limitParseOptions,
    validationRules: limitValidationRules,
    formatError: createFormatError({ hideSuggestions: production }),
    plugins: [
      operationGuard({
        introspection: introspection.allows,
        onDatabaseError: (error) => database.reportFailure(error),
      }),
      // A solution search's listings are impressions, whichever plugin answered it.
      impressionCounter((caller, ids) => services.insights.served(caller, 'impression', ids)),
      answers.plugin,
      // After the result cache: what it does not answer, a read-model query answers here.
      readModelExecution({ onExecuted: (path) => metrics.readModelExecution(path) }),
      // No cache hints are used; the default plugin would still wrap every field's resolver to
      // collect them, which doubled the execution time of a 20-item search page.
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();
  const buildContext = createContextBuilder({
    identity,
    session,
    devices: services.sessions,
    services,
    trialDomains: env.TRIAL_EMAIL_DOMAINS,
    rateLimiter,
    profileMaxAgeMs: env.AUTH_STATUS_CACHE_SECONDS * 1000,
    onDatabaseError: (error) => database.reportFailure(error),
  });

  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(env.TRUST_PROXY));
  const requestLog = createRequestLogger(logger);
  app.use(requestLog);
  app.use(metrics.middleware);
  app.use((_request, response, next) => {
    if (draining) response.setHeader('Connection', 'close');
    next();
  });
  // The client build's shell, read once: its pages' inline starters go into the policy.
  const shell = readWebShell(env.CLIENT_DIST);
  app.use(securityHeaders(env, shellScriptHashes(shell)));

  app.get('/healthz', async (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    const kind = databaseKind(dataSource);
    if (draining) return void response.status(503).json({ status: 'stopping', database: kind });
    const ok = await database.check();
    response.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: kind });
  });

  const json = jsonBody(env.JSON_BODY_LIMIT);
  const cors = crossOrigin(env.CORS_ORIGINS);
  // A repeated search is replayed here (read/answer-replay.ts), after the layers every request passes.
  const replay = answerReplay({
    generation: () => services.search.generation,
    maxEntries: env.SEARCH_RESULT_CACHE_ENTRIES > 0 ? env.SEARCH_REPLAY_ENTRIES : 0,
    identity,
    session,
    // Answers are kept per role: a search matches and quotes the text the role may read.
    standingOf: createStandingReader({
      services,
      trialDomains: env.TRIAL_EMAIL_DOMAINS,
      profileMaxAgeMs: env.AUTH_STATUS_CACHE_SECONDS * 1000,
    }),
    onShown: (caller, ids) => services.insights.served(caller, 'impression', ids),
    rateLimiter,
    databaseAvailable: () => database.available,
    operationOf: (request) => metrics.operationOf(request),
    onReplay: () => metrics.cacheLookup(true),
  });
  app.use(['/graphql', '/api'], cors, compressJson(), refuseApiKeyInUrl, replay.middleware);
  // The API first: the busiest paths pass the fewest layers.
  app.use(
    '/api',
    requireDatabase(database, 'rest'),
    createDocumentDownloadRouter(buildContext),
    createListingFilesRouter(buildContext),
    createImportTemplateRouter(buildContext),
    createNotificationStopRouter(buildContext),
    createListingEventsRouter(buildContext),
    createGrantCalendarRouter(buildContext, env.publicUrl),
    createGrantAttachmentRouter(buildContext),
    createAlertStopRouter(buildContext),
    createComparisonExportRouter(buildContext),
    createRfiFilesRouter(buildContext),
    createExportRouter(buildContext, schema),
    createOpenApiRouter(),
    json,
    createRestRouter(apollo, buildContext),
  );
  app.use('/api', (_request, response) => {
    response
      .status(404)
      .json({ success: false, data: null, error: { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND } });
  });
  // The open data files, before the client's pages (its /open-data page lists them).
  app.use(createOpenDataRouter(services.openData.dir));
  // Single sign-on's page navigations (to the IdP and back), before the client's pages.
  app.use('/sso', requireDatabase(database, 'rest'), createSingleSignOnRouter(buildContext));
  // Before /graphql: it serves GraphiQL there to browsers.
  const web = mountClientApp(app, {
    distDir: env.CLIENT_DIST,
    shell,
    config: clientConfig(env),
    graphiql: introspection.graphiql,
    searchPages: {
      generation: () => services.search.generation,
      read: (read, variables, request) => visitorRead(apollo, buildContext, read, variables, request),
      logger,
    },
  });
  app.use(
    '/graphql',
    requireDatabase(database, 'graphql'),
    json,
    graphqlProtocol,
    expressMiddleware(apollo, { context: graphqlContext(buildContext) }),
  );
  app.use(handleError);

  mail.start();
  const cleanup = scheduleUploadCleanup({
    dataSource,
    storage: services.storage,
    unattachedHours: env.UPLOAD_UNATTACHED_HOURS,
    logger,
  });
  // Documents' text for search (公募要領, vendors' PDFs), read in the background.
  const documentTexts = scheduleDocumentTexts({
    dataSource,
    storage: services.storage,
    everyMs: env.SEARCH_SYNC_SECONDS * 1000,
    logger,
  });
  // Follows and shared lists: each change's mail within seconds, digests on the alerts' pace.
  const notifications = startNotificationScheduler(
    services.notificationDelivery,
    { dispatch: env.SEARCH_SYNC_SECONDS, digest: env.ALERT_RUN_SECONDS },
    logger,
  );
  reminders.start();
  rfiReminders.start();
  // Listing insights: counts buffered by requests, written every few seconds.
  services.insightRecorder.start();
  // The CRM webhook: due deliveries sent and retried.
  services.webhookSender.start();
  // My portal: saved-search alerts and grant reminders.
  const alerts = startAlertScheduler(services.alerts, env.ALERT_RUN_SECONDS, logger);
  // Open data: today's bulk files, made off the request path.
  const openData = startOpenDataJob(services.openData, env.OPEN_DATA_CHECK_SECONDS, logger);
  // Scheduled grants and cases: checked as often as the search follows its log (publication-scheduler.ts).
  const publication = startPublicationScheduler({
    dataSource,
    search: services.search,
    seconds: env.SEARCH_SYNC_SECONDS,
    clock: systemClock,
    logger,
  });
  let searchWarned = 0;
  services.search.follow(env.SEARCH_SYNC_SECONDS * 1000, (error) => {
    // The database monitor reports outages; this only says that searches may lag behind.
    if (Date.now() - searchWarned < 60_000) return;
    searchWarned = Date.now();
    logger.warn({ err: error }, 'the search change log could not be read; searches may lag behind other processes');
  });
  const handler = replay.front(app, {
    log: (request, response) => requestLog(request, response, () => {}),
    track: (response, operation) => metrics.track(response, operation),
    clientIp: (request) => proxyaddr(request, app.get('trust proxy fn') as (address: string, i: number) => boolean),
    draining: () => draining,
  });
  return {
    app,
    handler,
    services,
    apollo,
    schema,
    database,
    rateLimiter,
    mail,
    metrics,
    reminders,
    rfiReminders,
    beginDraining: () => {
      draining = true;
    },
    async stop() {
      cleanup.stop();
      await documentTexts.stop();
      await web.stop();
      database.stop();
      services.search.stop();
      await notifications.stop();
      await apollo.stop();
      await reminders.stop();
      await rfiReminders.stop();
      await alerts.stop();
      await openData.stop();
      await publication.stop();
      await services.insightRecorder.stop().catch(() => undefined);
      await services.webhookSender.stop();
      await mail.stop();
      await rateLimiter.close();
    },
  };
}
