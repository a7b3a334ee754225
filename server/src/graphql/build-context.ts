/** Builds the request context from the Authorization header (Bearer Firebase ID token). */
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import type { Identity } from '../auth/identity';
import { deriveRole } from '../auth/roles';
import { isDatabaseBusy, isDatabaseUnavailable } from '../http/availability';
import { appError } from '../lib/app-error';
import type { RateLimiter } from '../rate-limit/limiter';
import type { Services } from '../services';
import type { Context } from './context';

export type ContextBuilder = (request: Request) => Promise<Context>;

export function createContextBuilder(deps: {
  identity: Identity;
  services: Services;
  trialDomains: readonly string[];
  rateLimiter: RateLimiter;
  onDatabaseError?: (error: unknown) => void;
}): ContextBuilder {
  const build = async (request: Request): Promise<Context> => {
    const requestId = String(request.id);
    const ip = request.ip ?? request.socket.remoteAddress ?? '';
    const anonymous = {
      requestId,
      ip,
      idToken: null,
      services: deps.services,
      log: request.log,
      viewer: null,
      profile: null,
      role: 'anonymous' as const,
    };
    const header = request.headers.authorization;
    if (!header) {
      return { ...anonymous, rateLimit: (name) => deps.rateLimiter.consume(name, { uid: null, ip }) };
    }
    const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
    if (!match) throw appError('UNAUTHENTICATED', '認証情報の形式が正しくありません。再度ログインしてください。');
    const idToken = match[1]!;
    const viewer = await deps.identity.verify(idToken);
    let profile;
    try {
      profile = await deps.services.profiles.find(viewer.uid);
    } catch (error) {
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        deps.onDatabaseError?.(error);
        throw appError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
    return {
      ...anonymous,
      idToken,
      viewer,
      profile,
      role: deriveRole(viewer, profile, { trialDomains: deps.trialDomains }),
      rateLimit: (name) => deps.rateLimiter.consume(name, { uid: viewer.uid, ip }),
    };
  };
  return async (request) => {
    try {
      return await build(request);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      request.log.error({ err: error }, 'building the request context failed');
      throw appError('INTERNAL_SERVER_ERROR');
    }
  };
}
