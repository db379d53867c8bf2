/**
 * JSON replies over COMPRESS_MIN_BYTES leave compressed when the client accepts it (brotli
 * first, then gzip). A whale's recommendation compresses several fold (docs/api.md): sent raw
 * to many clients at once it fills the socket buffers and the event loop's time (issue 20).
 * The work runs on libuv's thread pool (the async zlib calls), not on the event loop. A new
 * answer's reply is the exception: it is compressed once, for the store and the wire (brotli
 * quality 1, in this thread: store/brotliBody.ts), and a client that accepts brotli gets those bytes.
 * Static files are not touched: `npm run build` writes their .br/.gz copies beforehand.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { answerBrotli } from '../store/brotliBody';

/** Below about 1 KB the headers and the compressor's frame cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Quality 4: about gzip's CPU for a smaller reply; the top qualities cost many times the CPU for little more. */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/** The encoding to use: one the client lists with a non-zero q (q=0 refuses it), br preferred. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

async function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  // A new answer's reply: compressed once, for the store and the wire alike (store/brotliBody.ts).
  const own = answerBrotli(body);
  if (own) return own;
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  reply.header('vary', 'accept-encoding');
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (body.length < COMPRESS_MIN_BYTES || encoding === null || request.method === 'HEAD') return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed(body, encoding);
}

const compression: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', compressJson);
};

export default fp(compression, { name: 'compression' });
