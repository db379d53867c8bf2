import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorReplyFor } from './errorReply';

/** Every error, from any route or plugin, leaves as `{error: {code, message}}`; stacks stay in the log. */
const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, code, message } = errorReplyFor(error);
    if (statusCode >= 500) request.log.error({ err: error }, message);
    else request.log.info({ code, reason: error instanceof Error ? error.message : String(error) }, 'request refused');
    return reply.code(statusCode).type('application/json; charset=utf-8').send({ error: { code, message } });
  });
};

export default fp(errors, { name: 'errors' });
