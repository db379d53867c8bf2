/**
 * One node URL: a POST of a JSON-RPC body over node:http(s) with keep-alive,
 * answered by the parsed JSON. Every node call goes through here, so no fetch
 * layer sits on top (viem's fetch transport cost more CPU per call:
 * docs/architecture.md, "Talking to a node").
 * What the JSON means is client.ts's business.
 *
 * An answer is at most MAX_RPC_ANSWER_BYTES (domain/rpcAnswerCap.ts): past it, or when its
 * Content-Length says it will be, the exchange is cut and the request fails with
 * JsonRpcAnswerTooLargeError.
 */
import http from 'node:http';
import https from 'node:https';
import { MAX_RPC_ANSWER_BYTES } from '../../domain/rpcAnswerCap';
import { JsonRpcAnswerTooLargeError, JsonRpcHttpStatusError, JsonRpcTimeoutError } from './errors';

export interface Endpoint {
  /** Resolves the answer's parsed JSON; rejects on a network failure, a non-2xx status, a time-out or a body that is not JSON. */
  post(body: string, timeoutMs: number): Promise<unknown>;
  /** Epoch ms before which this URL is passed over (it failed); 0 when healthy. */
  failedUntil: number;
  /** Epoch ms before which the node asked (429 Retry-After) to be sent nothing; 0 when it has not. */
  pausedUntil: number;
}

export function endpointOf(rpcUrl: string): Endpoint {
  const url = new URL(rpcUrl);
  const transport = url.protocol === 'https:' ? https : http;
  // Idle keep-alive sockets are unref'd by the agent, so they never hold the process open.
  const agent = new transport.Agent({ keepAlive: true });
  const target = {
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
  };

  function post(body: string, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request = transport.request(
        { ...target, agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          // Said first, so the connection's close that follows is not taken for the reason.
          const tooLarge = () => {
            clearTimeout(timer);
            reject(new JsonRpcAnswerTooLargeError(MAX_RPC_ANSWER_BYTES));
            request.destroy();
          };
          if (Number(response.headers['content-length'] ?? 0) > MAX_RPC_ANSWER_BYTES) {
            tooLarge();
            return;
          }
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > MAX_RPC_ANSWER_BYTES) tooLarge();
            else chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('close', () => {
            clearTimeout(timer);
            if (!response.complete) reject(new Error('The node closed the connection before answering'));
          });
          response.on('end', () => {
            clearTimeout(timer);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) {
              const retryAfter = response.headers['retry-after'];
              reject(new JsonRpcHttpStatusError(status, typeof retryAfter === 'string' ? retryAfter : null));
              return;
            }
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch {
              reject(new Error('The node answered something that is not JSON-RPC'));
            }
          });
        },
      );
      const timer = setTimeout(() => request.destroy(new JsonRpcTimeoutError(`The node did not answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end(body);
    });
  }

  return { post, failedUntil: 0, pausedUntil: 0 };
}
