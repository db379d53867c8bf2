/**
 * GET /api/openapi.json: an OpenAPI 3.1 document of the API, generated from the very schemas
 * the routes validate and serialise with.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { after, before, describe, it } from 'node:test';
import {
  ErrorBodySchema,
  HistoryQuerySchema,
  HistoryReplySchema,
  PricesQuerySchema,
  PricesReplySchema,
  RecommendationReplySchema,
  RecommendationRequestSchema,
} from '../../../contract';
import { openStore, type Store } from '../../src/store';
import { buildChainlessApp } from '../helpers/testApp';

const asJson = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema));

/** The parts of an OpenAPI document these tests read. */
interface SchemaObject {
  properties: Record<string, SchemaObject>;
  items: SchemaObject;
  anyOf: Array<{ const: string }>;
  required: string[];
}
interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: string; required: boolean; schema?: unknown }>;
  requestBody: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, { content: Record<string, { schema: SchemaObject }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

describe('GET /api/openapi.json', () => {
  let store: Store;
  let app: FastifyInstance;
  let document: OpenApiDocument;

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildChainlessApp(store);
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('is OpenAPI 3.1', () => {
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.info.title, 'Ribbit API');
  });

  it('lists POST /api/recommendations with its body, its reply and its error bodies', () => {
    const post = document.paths['/api/recommendations'].post;
    assert.deepEqual(post.requestBody.content['application/json'].schema, asJson(RecommendationRequestSchema));
    assert.deepEqual(post.responses['200'].content['application/json'].schema, asJson(RecommendationReplySchema));
    for (const range of ['4XX', '5XX']) assert.deepEqual(post.responses[range].content['application/json'].schema, asJson(ErrorBodySchema));
    assert.deepEqual(
      post.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required]),
      [['x-recaptcha-token', 'header', false]],
    );
  });

  it('lists GET /api/history with its wallet, limit and before query, its reply and its error bodies', () => {
    const get = document.paths['/api/history'].get;
    assert.deepEqual(get.parameters, [
      { name: 'wallet', in: 'query', required: true, schema: asJson(HistoryQuerySchema.properties.wallet) },
      { name: 'limit', in: 'query', required: false, schema: asJson(HistoryQuerySchema.properties.limit) },
      { name: 'before', in: 'query', required: false, schema: asJson(HistoryQuerySchema.properties.before) },
    ]);
    assert.deepEqual(get.responses['200'].content['application/json'].schema, asJson(HistoryReplySchema));
    for (const range of ['4XX', '5XX']) assert.deepEqual(get.responses[range].content['application/json'].schema, asJson(ErrorBodySchema));
  });

  it("says GET /api/history needs the operators' bearer token, and no other route does", () => {
    assert.deepEqual(document.paths['/api/history'].get.security, [{ operatorToken: [] }]);
    assert.deepEqual(
      { type: document.components.securitySchemes.operatorToken.type, scheme: document.components.securitySchemes.operatorToken.scheme },
      { type: 'http', scheme: 'bearer' },
    );
    const others = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) => (operation.security ? [path] : [])),
    );
    assert.deepEqual(others, ['/api/history']);
  });

  it('lists GET /api/prices with its optional tokens query, its reply and its error bodies', () => {
    const get = document.paths['/api/prices'].get;
    assert.deepEqual(get.parameters, [{ name: 'tokens', in: 'query', required: false, schema: asJson(PricesQuerySchema.properties.tokens) }]);
    assert.deepEqual(get.responses['200'].content['application/json'].schema, asJson(PricesReplySchema));
    const price = get.responses['200'].content['application/json'].schema.properties.data.properties.prices.items;
    assert.deepEqual(
      price.properties.status.anyOf.map((literal) => literal.const),
      ['ok', 'stale', 'unknown', 'unavailable'],
    );
    for (const range of ['4XX', '5XX']) assert.deepEqual(get.responses[range].content['application/json'].schema, asJson(ErrorBodySchema));
  });

  it('names the token fields of a recommendation, such as the action and the chain', () => {
    const recommendation = document.paths['/api/recommendations'].post.responses['200'].content['application/json'].schema.properties.data;
    const token = recommendation.properties.tokens.items;
    assert.deepEqual(
      token.properties.action.anyOf.map((literal) => literal.const),
      ['hold', 'sell', 'buy', 'buy more', 'strongly sell'],
    );
    assert.ok(token.required.includes('chainId'));
  });

  it('lists API routes only, not itself nor the web app', () => {
    const paths = Object.keys(document.paths);
    assert.ok(
      paths.every((path) => path.startsWith('/api/')),
      paths.join(', '),
    );
    assert.ok(!paths.includes('/api/openapi.json'));
  });
});
