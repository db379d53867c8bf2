import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorReplyFor } from './errorReply';

/** Every error, from any route or plugin, leaves as `{error: {code, message}}`; stacks stay in the log. */
const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, code, message, retryAfterS } = errorReplyFor(error);
    if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
    // Busy is the service refusing what it cannot do in time, on purpose: no fault to look into.
    if (code === 'busy') request.log.info({ code }, 'request refused: busy');
    else if (statusCode >= 500) request.log.error({ err: error }, message);
    // A flood is refused a thousand times a second: at info each refusal cost the event loop a log line (docs/deploy.md).
    else if (statusCode === 429) request.log.debug({ code }, 'request refused: rate limited');
    else request.log.info({ code, reason: error instanceof Error ? error.message : String(error) }, 'request refused');
    return reply.code(statusCode).type('application/json; charset=utf-8').send({ error: { code, message } });
  });
};

export default fp(errors, { name: 'errors' });
