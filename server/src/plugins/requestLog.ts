/**
 * One log line per answered request, in place of Fastify's two ("incoming request" and
 * "request completed", both at info). A refusal (429) is logged at debug: a flood is refused a
 * thousand times a second, and three info lines each cost the event loop that the other
 * visitors are waiting on (docs/deploy.md, fair share). The app is built with
 * disableRequestLogging, so these are the only request lines.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const requestLog: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode === 429) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
};

export default fp(requestLog, { name: 'request-log' });
