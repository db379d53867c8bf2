/**
 * GET /api/history is an operators' route (issue 31, item 11). Public, it let anyone list when any
 * address had been looked up, and under which ENS name; the web app keeps its history on the
 * device and never calls it (docs/web.md). So it is off unless HISTORY_API_TOKEN is set, and then
 * answers only a request that carries that token as `Authorization: Bearer <token>`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/apiError';

/** The shortest HISTORY_API_TOKEN the service takes: 32 characters, e.g. `openssl rand -hex 32` gives 64. */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

/** The OpenAPI security scheme that names the token (openapi/document.ts). */
export const OPERATOR_TOKEN_SCHEME = 'operatorToken';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * An onRequest hook for the route `route` ("GET /api/history"), refusing before anything else is
 * done: 404 when `token` is null (the route is off), 401 without the token. The header is compared
 * through SHA-256 digests with timingSafeEqual: constant time, whatever either length.
 */
export function requireOperatorToken(token: string | null, route: string, variable: string) {
  const expected = token === null ? null : digest(`Bearer ${token}`);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (expected === null) throw new ApiError(404, 'not_found', `${route} is off on this server: it is an operators' route, turned on by ${variable}.`);
    const sent = request.headers.authorization;
    if (sent !== undefined && timingSafeEqual(digest(sent), expected)) return;
    void reply.header('www-authenticate', 'Bearer realm="ribbit-operators"');
    throw new ApiError(401, 'unauthorized', `${route} needs the operators' token: Authorization: Bearer <${variable}>.`);
  };
}
