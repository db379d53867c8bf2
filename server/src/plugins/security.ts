/**
 * Security headers, with a Content-Security-Policy the built app really runs under. Google's
 * hosts are let in only when their keys are configured.
 *
 * The headers are worked out once, at start (securityHeaders.ts), and set as they are on every
 * reply: @fastify/helmet built the policy's text again for every request, a cost every answer paid
 * (issue 31, item 6; docs/deploy.md has the profile). The set is helmet's own (a test compares the
 * two), and the replies written below the routes carry the very same set.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { securityHeaders } from './securityHeaders';

export { contentSecurityPolicy } from './securityHeaders';

const security: FastifyPluginAsync<{ csp: Config['csp'] }> = async (app, { csp }) => {
  const headers = securityHeaders(csp);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
};

export default fp(security, { name: 'security' });
