/**
 * Rate limits in one line:
 *
 *   @RateLimit('inquiry')              on a resolver's Query/Mutation field, or
 *   await context.rateLimit('inquiry') inside a service, where the count should start.
 *
 * Both answer 429 with Retry-After and a Japanese message when the limit is exhausted, over
 * GraphQL and the REST façade alike. Limits are named and sized in limits.ts.
 */
import { Extensions } from 'type-graphql';
import type { RateLimitName } from './limits';

export { RATE_LIMITS, type RateLimitName, isRateLimitName, resolveRateLimits } from './limits';
export { createRateLimiter, ipKey, rateLimitedError, type RateLimiter, type RateLimitSubject } from './limiter';

/** Counts each call of the decorated root field against the named limit before it runs. */
export const RateLimit = (name: RateLimitName) => Extensions({ rateLimit: name });
