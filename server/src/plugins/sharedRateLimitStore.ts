/**
 * A @fastify/rate-limit store that counts in Redis while Redis is up, so every
 * node behind the load balancer draws on one allowance per visitor, and in
 * this process while it is down, so an outage never fails or frees a request.
 * The counters are @fastify/rate-limit's own stores (its Redis store's Lua
 * INCR + PEXPIRE, its LRU local store); this only chooses between them. A count
 * waiting on a Redis that stops answering goes on locally the moment the
 * connection says so (redisConnection.ts: a hung Redis within 1.5 s), instead of
 * waiting out the command's 2 s time-out.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { SharedRedis } from '../prices/redisConnection';

/** Every key the limiter writes starts with this; the route's method and URL follow (the library's child keys). */
export const RATE_LIMIT_NAMESPACE = 'ribbit:rate-limit:';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.redis.available()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    let settled = false;
    const goLocal = () => {
      settled = true;
      this.local.incr(key, callback, timeWindow, max);
    };
    const stopWaiting = this.redis.whenUnavailable(goLocal);
    this.shared.incr(
      key,
      (error, result) => {
        // Counted locally already: Redis's late answer is not a second one.
        if (settled) return;
        settled = true;
        stopWaiting();
        if (!error) {
          callback(null, result);
          return;
        }
        this.redis.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class to pass as @fastify/rate-limit's `store` option: any route with a rateLimit config gets it. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    /** The plugin passes its resolved global parameters, these two among them. */
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, RATE_LIMIT_NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
