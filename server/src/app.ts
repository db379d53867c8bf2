/**
 * The Fastify app, built from the pieces passed in: tests and the benchmark
 * hand it a real local chain and an in-memory database, start.ts the configured ones.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  DEFAULT_HISTORY_RATE_LIMIT,
  DEFAULT_MAX_IN_FLIGHT_PER_VISITOR,
  DEFAULT_PRICES_RATE_LIMIT,
  DEFAULT_REFUSAL_HOLD_MS,
  type AppConfig,
} from './config/config';
import { ApiError } from './domain/apiError';
import closingConnections from './plugins/closingConnections';
import compression from './plugins/compression';
import requestLog, { requestForLog } from './plugins/requestLog';
import errors from './plugins/errors';
import jsonBody from './plugins/jsonBody';
import refusals, { rateLimitedMessage } from './plugins/refusals';
import visitorInFlight from './plugins/visitorInFlight';
import workTurns from './plugins/workTurns';
import {
  clientErrorHandler,
  frameworkErrors,
  HEADERS_TIMEOUT_MS,
  refuseMissingHost,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './plugins/lowLevelErrors';
import priceRefresh from './plugins/priceRefresh';
import security from './plugins/security';
import services from './plugins/services';
import staticFiles from './plugins/staticFiles';
import { sharedRateLimitStore } from './plugins/sharedRateLimitStore';
import { visitorOf } from './routes/visitor';
import api from './routes';
import type { RecaptchaVerifier } from './plugins/recaptcha';
import type { CachedPriceSource, ChainReader } from './prices/chainReader';
import { createReadiness, type Readiness } from './routes/readiness';
import type { SharedRedis } from './prices/redisConnection';
import type { Store } from './store';
import type { DemoWallet } from '../../contract';
import { defaultMaxConnections, KEEP_ALIVE_TIMEOUT_MS } from './config/connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** /api/ready's checks; server.ts starts the drain on SIGTERM. */
    readiness: Readiness;
  }
}

/** The only body the API takes is {"wallet": "0x…"}: 1 KiB is plenty. */
export const BODY_LIMIT_BYTES = 1024;

export interface AppDeps {
  config: AppConfig;
  store: Store;
  /** REDIS_URL's connection: rate limits (and, through the chains, prices) shared with the other nodes. */
  redis?: SharedRedis;
  /** Every configured chain, read in parallel for each wallet. */
  chains: ChainReader[];
  /** The HTTP price source (PRICE_API_URL), cached; absent when off. */
  fallbackPrices?: CachedPriceSource;
  /** The background refresh of every registry token's price (buy candidates come from the cache); false: none. */
  priceRefresh: { ttlMs: number; awaitFirstPass: boolean } | false;
  /** Absent: requests are not checked for reCAPTCHA. */
  recaptcha?: RecaptchaVerifier;
  /** The wallets of the local demo chains, offered by GET /api/demo-wallets; absent (none) on real chains. */
  demoWallets?: readonly DemoWallet[];
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // trustProxy: behind the load balancer, the client's IP (rate limits key on it) comes from X-Forwarded-For.
  const app = Fastify({
    logger: typeof deps.logger === 'object' ? { ...deps.logger, serializers: { req: requestForLog, ...deps.logger.serializers } } : (deps.logger ?? false),
    // One line per request, a refusal at debug (plugins/requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy ?? false,
    // A stalled client is cut promptly (docs/api.md "Time limits"): Node's defaults are none for
    // the body, 60 s for the headers, checked only every 30 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // requireHostHeader: refused by refuseMissingHost instead, with the API's body and headers.
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS, requireHostHeader: false },
    // An idle kept-alive connection goes 5 s after its last reply (Fastify's default is 72 s), and the
    // node holds a bounded number, so idle ones cannot use up its file descriptors (config/connections.ts).
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    clientErrorHandler: clientErrorHandler(deps.config.csp),
    frameworkErrors: frameworkErrors(deps.config.csp),
    // Only a string is a wallet: no request value is coerced to its schema's type (["0x…"] was taken as "0x…").
    ajv: { customOptions: { coerceTypes: false } },
  });
  // Past it, Node closes a new connection at once ('drop').
  app.server.maxConnections = deps.config.maxConnections ?? defaultMaxConnections();
  const readiness = createReadiness({ store: deps.store, redis: deps.redis, chains: deps.chains });
  app.decorate('readiness', readiness);
  // JSON only: a text/plain body must get 415, not a confusing validation error.
  app.removeContentTypeParser(['text/plain']);
  await app.register(jsonBody);

  await app.register(requestLog);
  await app.register(closingConnections);
  await app.register(errors);
  await app.register(security, { csp: deps.config.csp });
  app.addHook('onRequest', refuseMissingHost);
  await app.register(compression);
  // After security: its onRequest hook has set the headers by the time a refusal leaves.
  await app.register(refusals, { holdMs: deps.config.refusalHoldMs ?? DEFAULT_REFUSAL_HOLD_MS });
  await app.register(visitorInFlight, { max: deps.config.maxInFlightPerVisitor ?? DEFAULT_MAX_IN_FLIGHT_PER_VISITOR });
  await app.register(rateLimit, {
    global: false,
    // Counted once the body has arrived whole (docs/api.md): a stalled upload holds no slot.
    hook: 'preValidation',
    // The same visitor as every other per-visitor limit (an IPv6 client's /64), worked out once.
    keyGenerator: visitorOf,
    ...(deps.redis ? { store: sharedRateLimitStore(deps.redis) } : {}),
    errorResponseBuilder: (request, context) => {
      // Until the window ends, this visitor is refused in the first hook, without the store (refusals.ts).
      app.refusals.block(request, context.ttl);
      return new ApiError(context.statusCode, 'rate_limited', rateLimitedMessage(context.after));
    },
  });
  await app.register(workTurns);
  await app.register(services, {
    chains: deps.chains,
    fallbackPrices: deps.fallbackPrices ?? null,
    store: deps.store,
    now: deps.now ?? (() => new Date()),
    recaptcha: deps.recaptcha ?? null,
  });
  if (deps.priceRefresh) {
    await app.register(priceRefresh, { chains: deps.chains, fallback: deps.fallbackPrices ?? null, ...deps.priceRefresh });
  }
  await app.register(api, {
    prefix: '/api',
    rateLimit: deps.config.rateLimit,
    pricesRateLimit: deps.config.pricesRateLimit ?? DEFAULT_PRICES_RATE_LIMIT,
    historyRateLimit: deps.config.historyRateLimit ?? DEFAULT_HISTORY_RATE_LIMIT,
    historyApiToken: deps.config.historyApiToken ?? null,
    chainIds: deps.chains.map((chain) => chain.chainId),
    demoWallets: deps.demoWallets ?? [],
    readiness,
  });
  await app.register(staticFiles, { distDir: deps.config.distDir });
  return app;
}
