/**
 * The visitor a request comes from, worked out once per request. Behind a trusted proxy Fastify's
 * `request.ip` parses X-Forwarded-For again on every read, and a request read it some seven times
 * (the rate limit, the refusal hold, the in-flight count, the log line). Every per-visitor limit
 * keys on `visitorOf` (domain/visitorKey.ts: an IPv6 client is its /64), so all of them agree on who
 * a visitor is (issue 31, item 8).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorKey } from '../domain/visitorKey';
import type { Turn } from '../domain/fairQueue';

interface Visitor {
  ip: string;
  key: string;
}

const visitors = new WeakMap<FastifyRequest, Visitor>();

function visitor(request: FastifyRequest): Visitor {
  let known = visitors.get(request);
  if (known === undefined) {
    const ip = request.ip;
    known = { ip, key: visitorKey(ip) };
    visitors.set(request, known);
  }
  return known;
}

/** The client's IP: the connecting address, or behind a trusted proxy the one X-Forwarded-For names. */
export const clientIp = (request: FastifyRequest): string => visitor(request).ip;

/** The key every per-visitor limit counts this request under. */
export const visitorOf = (request: FastifyRequest): string => visitor(request).key;

/**
 * The request's turn at the chains' request gates: its visitor, and a signal that aborts when the
 * client goes before its answer is written, so a request no one waits for leaves the gate's queue.
 */
export function turnOf(request: FastifyRequest, reply: FastifyReply): Turn {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection'));
  });
  return { visitor: visitorOf(request), signal: gone.signal };
}
