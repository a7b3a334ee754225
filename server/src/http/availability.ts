/**
 * Database availability. While the database is unreachable the API answers 503
 * SERVICE_UNAVAILABLE at once (and /healthz 503, so a load balancer stops routing here); a probe
 * re-checks every second and the portal recovers by itself when the database returns. The pool
 * replaces broken connections on demand, so nothing needs restarting.
 */
import { ERROR_MESSAGES } from '@portal/shared';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ACQUIRE_TIMEOUT_CODE } from '../db/deadlines';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
]);

/** Contention, not an outage: that request answers 503, the database is not marked down. */
const BUSY_CODES = new Set([
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  ACQUIRE_TIMEOUT_CODE,
]);

const CONNECTION_MESSAGES = /connection is in closed state|pool is closed|connection lost|not (yet )?established/i;

function codeOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { code?: unknown; driverError?: unknown; originalError?: unknown; cause?: unknown };
  return [
    ...(typeof e.code === 'string' ? [e.code] : []),
    ...[e.driverError, e.originalError, e.cause].flatMap((inner) => codeOf(inner, depth + 1)),
  ];
}

/** True for lock contention that a retry a moment later would get past. */
export function isDatabaseBusy(error: unknown): boolean {
  return codeOf(error).some((code) => BUSY_CODES.has(code));
}

/** True for errors that mean "the database cannot be reached", not "the query was wrong". */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as {
    code?: unknown;
    fatal?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    originalError?: unknown;
    cause?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || code.startsWith('SQLITE_IOERR')) return true;
  if (e.fatal === true) return true;
  if (e.name === 'CannotExecuteNotConnectedError' || e.name === 'ConnectionIsNotSetError') return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message) && depth > 0) return true;
  return [e.driverError, e.originalError, e.cause].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

export interface DatabaseMonitor {
  readonly available: boolean;
  /** Runs `SELECT 1` (bounded by a timeout) and records the outcome. */
  check(): Promise<boolean>;
  /** Called when a request met a connection error: marks the database down and starts probing. */
  reportFailure(error: unknown): void;
  stop(): void;
}

export function createDatabaseMonitor(
  dataSource: DataSource,
  logger: Logger,
  options: { probeMs?: number; timeoutMs?: number } = {},
): DatabaseMonitor {
  const probeMs = options.probeMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  let available = true;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const ping = async (): Promise<boolean> => {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
    }
  };

  const setAvailable = (value: boolean) => {
    if (value === available) return;
    available = value;
    if (value) logger.info('database reachable again');
    else logger.error('database unreachable: answering 503 until it returns');
    if (!value) schedule();
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(async () => {
      timer = null;
      setAvailable(await ping());
      if (!available) schedule();
    }, probeMs);
    timer.unref();
  };

  return {
    get available() {
      return available;
    },
    async check() {
      const ok = await ping();
      setAvailable(ok);
      return ok;
    },
    reportFailure(error) {
      if (isDatabaseUnavailable(error)) setAvailable(false);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Answers API calls with 503 while the database is known to be down. */
export function requireDatabase(monitor: DatabaseMonitor, shape: 'graphql' | 'rest'): RequestHandler {
  return (_request, response, next) => {
    if (monitor.available) return next();
    response.setHeader('Retry-After', '5');
    const error = { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE };
    response
      .status(503)
      .json(
        shape === 'graphql'
          ? { errors: [{ message: error.message, extensions: { code: error.code } }] }
          : { success: false, data: null, error },
      );
  };
}
