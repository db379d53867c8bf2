/**
 * Errors raised below the routes keep the API's error contract: the `{error: {code, message}}`
 * body and the same security headers as every reply (issue 20, item 10). Two paths bypass the
 * app's error handler:
 * - client errors Node's HTTP parser raises on the socket (a request that took too long, headers
 *   too large, a bad or duplicate Content-Length, Content-Length with Transfer-Encoding): answered
 *   here on the raw socket, which is then closed, as Node itself would;
 * - Fastify's framework errors before routing (a URL that is not valid percent-encoding).
 * A third, Node's own refusal of an HTTP/1.1 request without Host (a bare 400, issue 31, item 10),
 * is turned off (`requireHostHeader: false`) and made by refuseMissingHost, through the app.
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError } from '../domain/apiError';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config/config';
import { securityHeaders } from './securityHeaders';

/** How long a client has for its headers, and for its whole request (headers and body), from the connection or the previous reply. */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** How often Node checks those two limits: a late client is cut at most this much past its limit. */
export const TIMEOUT_CHECK_INTERVAL_MS = 500;

interface ClientFailure {
  statusCode: number;
  code: string;
  message: string;
}

function clientFailure(error: NodeJS.ErrnoException): ClientFailure {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        statusCode: 408,
        code: 'request_timeout',
        message: `The request did not arrive in time: the headers must arrive within ${HEADERS_TIMEOUT_MS / 1000} s and the whole request within ${REQUEST_TIMEOUT_MS / 1000} s.`,
      };
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, code: 'headers_too_large', message: 'The request headers are too large.' };
    default:
      return { statusCode: 400, code: 'bad_request', message: 'The request is not valid HTTP (check Content-Length and Transfer-Encoding).' };
  }
}

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/** Fastify's clientErrorHandler option: the answer written on the raw socket, which is then closed. */
export function clientErrorHandler(csp: Config['csp']): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const headers = Object.entries(securityHeaders(csp))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { statusCode, code, message } = clientFailure(error);
    const body = errorBody(code, message);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${headers}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  };
}

/** Fastify's frameworkErrors option: errors found before a route is chosen. */
export function frameworkErrors(csp: Config['csp']): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = securityHeaders(csp);
  return (error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    const failure = badUrl
      ? { statusCode: 400, code: 'bad_url', message: 'The URL is not valid: check its percent-encoding (%XX).' }
      : { statusCode: 400, code: 'bad_request', message: 'The request could not be routed.' };
    void reply.code(failure.statusCode).headers(headers).type('application/json; charset=utf-8').send(errorBody(failure.code, failure.message));
  };
}

/**
 * An onRequest hook, after the security headers': HTTP/1.1 requires a Host header (RFC 9112,
 * section 3.2), so a request without one is refused as Node would, with the API's body and headers.
 */
export async function refuseMissingHost(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
    throw new ApiError(400, 'bad_request', 'An HTTP/1.1 request needs a Host header.');
}
