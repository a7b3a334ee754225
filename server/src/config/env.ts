/**
 * The one place the server reads process.env. Every setting is validated at start; a bad value
 * stops the process with one sentence naming the setting (see docs/operations.md, "Settings").
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { resolveRateLimits } from '../rate-limit/limits';

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    );

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustProxy(value: string): boolean {
  if (value === 'false' || /^\d{1,2}$/.test(value)) return true;
  const items = value.split(',').map((item) => item.trim());
  return items.every((item) => {
    if (PROXY_RANGES.has(item)) return true;
    const [address = '', bits, ...rest] = item.split('/');
    const version = isIP(address);
    if (!version || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^(mysql|mariadb):\/\/[^/]+\/[^/?]+/.test(value), {
      message: 'must look like mysql://user:password@host:3306/database',
    }),
  /** MySQL/MariaDB: a statement or a wait for a connection past this answers 503 instead of hanging. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-portal'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().default(''),
  FIREBASE_STORAGE_BUCKET: z.string().default(''),
  FIREBASE_MESSAGING_SENDER_ID: z.string().default(''),
  FIREBASE_APP_ID: z.string().default(''),
  FIREBASE_MEASUREMENT_ID: z.string().default(''),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  TRIAL_EMAIL_DOMAINS: list('provider.example.jp'),
  MUNICIPAL_EMAIL_DOMAINS: list('lg.jp'),
  SEED_DEMO: bool(false),
  SOLUTIONS_MENU_LABEL: z.string().default('ソリューションを探す'),
  /** The token-sync address of the specification (a same-site path or an http(s) URL); unset: no sync. */
  TOKEN_SYNC_URL: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path starting with / or an http(s) URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('自治体ソリューションポータル <no-reply@portal.example.jp>'),
  OPERATOR_EMAIL: z.email().default('support@portal.example.jp'),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  /** How often unopened requests are checked for their one reminder (seconds; 0: never, tests run it). */
  REQUEST_REMINDER_SECONDS: z.coerce.number().min(0).max(86_400).default(600),
  /** Keep built search indexes under DATA_DIR/search-index between starts (large corpora start in seconds). */
  SEARCH_INDEX_CACHE: bool(true),
  /** Answers of repeated searches and counts kept in memory until the next write (0: off). */
  SEARCH_RESULT_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /**
   * Repeated GET searches answered from their bytes at the HTTP layer (read/answer-replay.ts), up
   * to this many answers and 64 MB; needs the result cache (0 here or there: off).
   */
  SEARCH_REPLAY_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  /** Listing insights (docs/insights.md): false counts nothing (the bench compares both). */
  INSIGHTS_RECORDING: bool(true),
  /** How often the buffered insight counts are written (seconds): what a crash can lose at most. */
  INSIGHTS_FLUSH_SECONDS: z.coerce.number().min(0.2).max(60).default(3),
  /**
   * The CRM webhook (docs/webhooks.md): exact origins (http://127.0.0.1:4100) a test's receiver
   * listens on, allowed although private and not https. Refused in production.
   */
  WEBHOOK_TEST_DESTINATIONS: list(''),
  /** The first retry's delay (seconds); each next one doubles it. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** How often due webhook deliveries are looked for (seconds). */
  WEBHOOK_POLL_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
  /** How often each app process applies search changes made by the others (seconds). */
  SEARCH_SYNC_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
  /** Where uploaded files live: `local` (DATA_DIR/uploads, one host) or `s3` (any S3-compatible store). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: AWS S3 itself; e.g. http://minio:9000 or https://storage.googleapis.com. */
  S3_ENDPOINT: z.url().optional(),
  /** Path-style addresses (host/bucket/key), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: bool(false),
  /** Unset: the AWS SDK's default credential chain (AWS_ACCESS_KEY_ID…, instance/workload identity). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Uploads never saved into a listing are removed after this many hours. */
  UPLOAD_UNATTACHED_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 365)
    .default(24),
  /** Prometheus metrics at /metrics on this separate port (never the public one); unset: none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the metrics port listens: loopback by default; the internal network in a cluster. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** App processes `npm run serve` starts (Node's cluster, one port); 1 runs the app in this process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How often each app process runs the saved-search alerts and grant reminders (seconds; 0: never). */
  ALERT_RUN_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  /** How often each app process checks that today's open data files exist (seconds; 0: never; docs/open-data.md). */
  OPEN_DATA_CHECK_SECONDS: z.coerce.number().min(0).max(86_400).default(3600),
  /** The open data's licence as its index page and files name it. */
  OPEN_DATA_LICENSE: z.string().min(1).max(100).default('CC BY 4.0'),
  OPEN_DATA_LICENSE_URL: z.url().default('https://creativecommons.org/licenses/by/4.0/deed.ja'),
  /** Address of the portal in mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  CLIENT_DIST: z.string().default(path.resolve(__dirname, '../../../client/dist')),
  /** Production only: who may introspect the schema and open GraphiQL (development: everyone). */
  GRAPHQL_INTROSPECTION: z.enum(['operators', 'everyone', 'nobody']).default('operators'),
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For (decides the client IP for rate
   * limits). `true` is refused: the first address of the header, which any client writes, would win.
   */
  TRUST_PROXY: z.string().default('loopback').refine(isTrustProxy, {
    message: 'must be false, a hop count, or addresses/subnets (comma-separated; loopback, linklocal, uniquelocal)',
  }),
  /** Origins other than the portal's own that may call the API from a browser (comma-separated). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      message: 'must be a comma-separated list of origins such as https://portal.example.jp',
    }),
  JSON_BODY_LIMIT: z
    .string()
    .default('256kb')
    .refine((value) => /^\d+(b|kb|mb)$/i.test(value), { message: 'must be a size such as 256kb or 1mb' }),
  /** Seconds a signed-in user's revocation/disabled status and profile may be reused for non-sensitive reads. */
  AUTH_STATUS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Encrypts stored secrets (TOTP keys, IdP client secrets): 32 bytes in base64, or a passphrase. In
   * production without it nothing can be sealed or opened, so the second factor and SSO refuse.
   */
  SECRET_KEY: z.string().optional(),
  /** Seconds a second-factor check stays fresh for sensitive operations (role changes, removals, SSO settings, 退会). */
  SECOND_FACTOR_STEP_UP_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  /** Unset: limits live in process memory. Set: shared by every app process through Redis. */
  RATE_LIMIT_REDIS_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^rediss?:\/\//.test(value), { message: 'must look like redis://host:6379' }),
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('portal:rl'),
  /** Overrides of the named limits, e.g. "search.account=120/60,search.ip=5000/60" (points/seconds). */
  RATE_LIMITS: z
    .string()
    .default('')
    .superRefine((value, context) => {
      try {
        resolveRateLimits(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
});

export type Env = z.infer<typeof schema> & { dataDir: string; sqlitePath: string; publicUrl: string };

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Setting ${key} is invalid: ${issue.message} (got "${source[key] ?? ''}").`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin accepts unsigned tokens while this is set: never in production.
    throw new ConfigError(
      'Setting FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: the emulator accepts unsigned tokens.',
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_TEST_DESTINATIONS.length > 0) {
    throw new ConfigError(
      'Setting WEBHOOK_TEST_DESTINATIONS must not be set when NODE_ENV=production: it lets webhooks reach private addresses.',
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Setting S3_BUCKET is required when STORAGE=s3 (the bucket that holds uploaded files).');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, dataDir, publicUrl, sqlitePath: path.join(dataDir, 'portal.sqlite') };
}
