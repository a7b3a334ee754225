/**
 * Counts requests against the named limits (limits.ts) in process memory, or in Redis when
 * RATE_LIMIT_REDIS_URL is set so that every app process shares the counts. When Redis cannot be
 * reached each process falls back to its own memory counts rather than refusing or admitting all.
 * The worker processes of one `npm run serve` (WEB_CONCURRENCY > 1, http/cluster.ts) count in the
 * primary's memory over Node's IPC, so N workers do not grant N times the limits.
 */
import cluster from 'node:cluster';
import { isIPv6 } from 'node:net';
import { ERROR_MESSAGES } from '@portal/shared';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error';
import { type RateLimitName, type RateLimitTable, type Window, resolveRateLimits } from './limits';

export interface RateLimitSubject {
  /** The signed-in account, when there is one. */
  uid: string | null;
  ip: string;
}

export interface RateLimiter {
  /** Counts one request; throws RATE_LIMITED (429 with Retry-After) when a limit is exhausted. */
  consume(name: RateLimitName, subject: RateLimitSubject): Promise<void>;
  readonly store: 'memory' | 'redis' | 'cluster';
  /** Resolves once the shared store is connected (or after two seconds without it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterSettings {
  RATE_LIMITS: string;
  RATE_LIMIT_REDIS_URL?: string | undefined;
  RATE_LIMIT_REDIS_PREFIX: string;
}

/** IPv6 clients usually own a whole /64: count the prefix, not each address. */
export function ipKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function rateLimitedError(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED, { retryAfter: seconds });
}

export function createRateLimiter(settings: RateLimiterSettings, logger: Logger): RateLimiter {
  const table: RateLimitTable = resolveRateLimits(settings.RATE_LIMITS);
  let redis: Redis | null = null;
  if (settings.RATE_LIMIT_REDIS_URL) {
    redis = new Redis(settings.RATE_LIMIT_REDIS_URL, {
      // Fail fast while Redis is away: the insurance limiter (memory) answers instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let warned = false;
    redis.on('error', (error: NodeJS.ErrnoException) => {
      if (!warned) logger.warn({ code: error.code }, 'rate-limit store unreachable; counting in memory');
      warned = true;
    });
    redis.on('ready', () => {
      if (warned) logger.info('rate-limit store reachable again');
      warned = false;
    });
  }

  const make = (name: string, scope: string, window: Window): RateLimiterAbstract => {
    const options = { points: window.points, duration: window.seconds, keyPrefix: `${name}:${scope}` };
    // A worker's answer comes from the primary; without one within a second the request is admitted (take).
    if (!redis && cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: 1000 });
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${settings.RATE_LIMIT_REDIS_PREFIX}:${options.keyPrefix}`,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    }) as RateLimiterStoreAbstract;
  };
  const limiters = new Map<string, { account: RateLimiterAbstract; ip: RateLimiterAbstract }>();
  for (const [name, limit] of Object.entries(table)) {
    limiters.set(name, { account: make(name, 'account', limit.account), ip: make(name, 'ip', limit.ip) });
  }

  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw rateLimitedError(rejection.msBeforeNext / 1000);
      // A store failure without insurance: never let a counting problem block the portal.
      logger.warn({ err: rejection }, 'rate-limit check failed; request admitted');
    }
  };

  const connected = new Promise<void>((resolve) => {
    if (!redis || redis.status === 'ready') return resolve();
    redis.once('ready', () => resolve());
    setTimeout(resolve, 2000).unref();
  });

  return {
    store: redis ? 'redis' : cluster.isWorker ? 'cluster' : 'memory',
    ready: () => connected,
    async consume(name, subject) {
      const pair = limiters.get(name);
      if (!pair) throw new Error(`unknown rate limit "${name}"`);
      if (subject.uid) await take(pair.account, subject.uid);
      await take(pair.ip, ipKey(subject.ip || 'unknown'));
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
