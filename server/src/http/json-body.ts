/**
 * The JSON body parser of /graphql and /api, with a bound on nesting. JSON.parse itself copes
 * with thousands of levels, but much that walks a body afterwards recurses (GraphQL variable
 * handling, cache keys, log serializers), and ~10 KB of brackets overflowed the stack as a 500.
 * The depth is checked right after parsing, without recursion, before anything else sees it.
 */
import express, { type RequestHandler } from 'express';

/** Far deeper than any input the portal takes (its deepest GraphQL input is 3 levels). */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests objects or arrays more than `max` levels deep. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Errors carry a body-parser-like `type`, so http/errors.ts answers them in each API's shape. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit }),
    (request, _response, next) => {
      if (!nestsDeeperThan(request.body, MAX_JSON_DEPTH)) return next();
      next(Object.assign(new Error('JSON body nested too deeply'), { status: 400, type: 'entity.too.deep' }));
    },
  ];
}
