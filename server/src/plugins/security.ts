/**
 * Security headers, with a Content-Security-Policy the built app really runs
 * under. Google's hosts are let in only when their keys are configured.
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { contentSecurityPolicy } from './securityHeaders';

export { contentSecurityPolicy } from './securityHeaders';

const security: FastifyPluginAsync<{ csp: Config['csp'] }> = async (app, { csp }) => {
  await app.register(helmet, {
    // No upgrade-insecure-requests: the default deployment is plain http on localhost.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(csp) },
  });
};

export default fp(security, { name: 'security' });
