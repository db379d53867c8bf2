/**
 * GET /openapi.json (under the API's prefix): every route registered after this plugin in
 * the same scope that declares a schema, collected as Fastify adds it (onRoute).
 */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openApiDocument, type DocumentedRoute } from './document';

declare module 'fastify' {
  interface FastifySchema {
    /** One line on what the route does, for the OpenAPI document. */
    summary?: string;
    /** OpenAPI's security requirement: the schemes (document.ts) a request must satisfy. */
    security?: Array<Record<string, string[]>>;
  }
}

export interface OpenApiOptions {
  title: string;
  version: string;
}

const openApi: FastifyPluginAsync<OpenApiOptions> = async (app, info) => {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are Fastify's automatic twins of the GETs.
    for (const method of methods.filter((candidate) => candidate !== 'HEAD')) {
      routes.push({ method, url: route.url, schema: route.schema as DocumentedRoute['schema'] & Record<string, TSchema> });
    }
  });
  // Built at the first request, when every route is registered, then reused.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(routes, info)));
};

// fastify-plugin: the hook must see the routes registered beside it, not only its own.
export default fp(openApi, { name: 'openapi' });
