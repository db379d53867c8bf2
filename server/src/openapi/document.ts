/**
 * OpenAPI 3.1 from the routes' own schemas. OpenAPI 3.1 takes JSON Schema 2020-12 as is, and
 * TypeBox schemas are JSON Schema, so the route schemas go in unchanged: the document cannot
 * drift from what the service validates and serialises.
 */
import type { TSchema } from '@sinclair/typebox';
import { OPERATOR_TOKEN_SCHEME } from '../routes/operatorToken';

/** What a route declared (Fastify's route options, reduced to what the document needs). */
export interface DocumentedRoute {
  method: string;
  /** With its prefix, in Fastify's syntax (`/api/history`, `/api/items/:id`). */
  url: string;
  schema: {
    summary?: string;
    security?: Array<Record<string, string[]>>;
    body?: TSchema;
    querystring?: TSchema;
    headers?: TSchema;
    response?: Record<string, TSchema>;
  };
}

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  schema: unknown;
}

/** Plain JSON: TypeBox's symbol-keyed markers (Kind, Optional) are not part of the document. */
const plain = (schema: TSchema): unknown => JSON.parse(JSON.stringify(schema));

const json = (schema: TSchema) => ({ 'application/json': { schema: plain(schema) } });

/** An object schema's properties as OpenAPI parameters (query strings and headers are objects in Fastify). */
function parametersOf(schema: TSchema | undefined, location: Parameter['in']): Parameter[] {
  if (!schema?.properties) return [];
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, TSchema>).map(([name, property]) => ({
    name,
    in: location,
    required: required.has(name),
    schema: plain(property),
  }));
}

/** `200` stays; Fastify's `4xx` ranges are OpenAPI's `4XX`. */
const statusKey = (status: string) => status.toUpperCase();

function describeStatus(status: string): string {
  if (status.startsWith('2')) return 'Success';
  return status.startsWith('4') ? 'The request cannot be served as sent' : 'A failure on the service side';
}

function operation(route: DocumentedRoute) {
  const { summary, security, body, querystring, headers, response = {} } = route.schema;
  const pathParameters = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } }));
  const parameters = [...pathParameters, ...parametersOf(querystring, 'query'), ...parametersOf(headers, 'header')];
  return {
    ...(summary ? { summary } : {}),
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses: Object.fromEntries(
      Object.entries(response).map(([status, schema]) => [statusKey(status), { description: describeStatus(status), content: json(schema) }]),
    ),
  };
}

/** The security schemes routes may name. */
const SECURITY_SCHEMES = {
  [OPERATOR_TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description: "The operators' token, HISTORY_API_TOKEN. Unset on the server: the route answers 404.",
  },
};

export function openApiDocument(routes: readonly DocumentedRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return { openapi: '3.1.0', info, paths, components: { securitySchemes: SECURITY_SCHEMES } };
}
