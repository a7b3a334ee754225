/**
 * Which database errors mean "the database is away" (an outage: the monitor in
 * http/availability.ts marks it down) or "busy" (contention: that request answers 503), as
 * opposed to a query that was wrong. Both edges ask this when they turn an error into an answer.
 */
import { ACQUIRE_TIMEOUT_CODE } from './deadlines';

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
