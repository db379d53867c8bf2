/**
 * One log line per answered request, in place of Fastify's two ("incoming request" and
 * "request completed", both at info). A refusal (429) is logged at debug: a flood is refused a
 * thousand times a second, and three info lines each cost the event loop that the other
 * visitors are waiting on (docs/deploy.md, fair share). The app is built with
 * disableRequestLogging, so these are the only request lines.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientIp } from '../routes/visitor';

/**
 * A request as its log line shows it: Fastify's own fields, with the client's IP as the request
 * already worked it out (routes/visitor.ts) instead of parsing X-Forwarded-For once more.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: clientIp(request),
    remotePort: request.socket.remotePort,
  };
}

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
