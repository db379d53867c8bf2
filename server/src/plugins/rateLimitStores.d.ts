/** The stores @fastify/rate-limit ships (CommonJS, untyped); sharedRateLimitStore.ts composes them. */
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => FastifyRateLimitStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore;
  export default LocalStore;
}
