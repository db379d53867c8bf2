/**
 * JSON bodies, parsed by Fastify's own parser (secure-json-parse: a `__proto__` key, or
 * `constructor.prototype`, is refused, never merged into an object). Fastify answers such a
 * body as "not valid JSON", which is untrue and unhelpful (issue 20, item 12): when the text
 * is valid JSON, the refusal says why instead.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../domain/apiError';

export const PROTOTYPE_KEY_MESSAGE =
  'The body may not have a "__proto__" key, nor "constructor" with "prototype": they could change how objects behave on the server. Send only {"wallet": "0x…"}.';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const jsonBody: FastifyPluginAsync = async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    void parse(request, text, (error, value) => {
      if (error && isJson(text)) done(new ApiError(400, 'invalid_request', PROTOTYPE_KEY_MESSAGE), undefined);
      else done(error, value);
    });
  });
};

export default fp(jsonBody, { name: 'json-body' });
