/**
 * Price readings shared by every node through Redis (REDIS_URL), so a token is
 * walked (its feed's head and closes read from the chain) once for all nodes,
 * not once per node. A node that misses takes a short lock per token
 * (SET NX PX), renewed while it walks: it walks the tokens it locked and
 * stores their readings; for the tokens another node holds, it waits for that
 * node's readings as long as the lock lives (a dead walker's lapses within
 * LOCK_MS), at most MAX_WAIT_MS, then walks what is still missing itself.
 * Without Redis (down, or a command failing) it walks everything itself:
 * never an error of its own.
 */
import { randomUUID } from 'node:crypto';
import { tokenKey, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading } from './priceSource';
import type { SharedRedis } from './redisConnection';

/** A walker's lock lapses this long after its last renewal: if its node dies mid-walk, another node walks. */
const LOCK_MS = 5_000;
/** The walker renews its locks this often while the walk goes on (a cold walk over a slow RPC takes seconds). */
const RENEW_EVERY_MS = LOCK_MS / 3;
/** However alive the walker, a request waits no longer than this before walking itself. */
const MAX_WAIT_MS = 30_000;
const POLL_MS = 50;

export interface TimedReading {
  reading: PriceReading;
  /** Epoch ms when the reading was made (on this node or another). */
  readAt: number;
}

export type Walk = (tokens: readonly TokenInfo[]) => Promise<Map<TokenKey, PriceReading>>;

export interface SharedReadings {
  /** A reading for each token made at most `maxAgeMs` ago, from Redis or from `walk`. */
  load(tokens: readonly TokenInfo[], walk: Walk, maxAgeMs: number): Promise<Map<TokenKey, TimedReading>>;
}

export interface SharedReadingsOptions {
  /** Keys are `ribbit:price:<namespace>:<tokenKey>`: the source's id, so Chainlink and DefiLlama readings never mix. */
  namespace: string;
  /** Entries expire from Redis after this (the price cache TTL). */
  ttlMs: number;
  now?: () => number;
}

const RENEW = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sharedReadings(redis: SharedRedis, { namespace, ttlMs, now = Date.now }: SharedReadingsOptions): SharedReadings {
  const valueKey = (token: TokenInfo) => `ribbit:price:${namespace}:${tokenKey(token)}`;
  const lockKey = (token: TokenInfo) => `ribbit:price-lock:${namespace}:${tokenKey(token)}`;
  const parse = (raw: string | null, maxAgeMs: number): TimedReading | undefined => {
    if (raw === null) return undefined;
    const timed = JSON.parse(raw) as TimedReading;
    return timed.readAt >= now() - maxAgeMs ? timed : undefined;
  };

  async function walkLocally(tokens: readonly TokenInfo[], walk: Walk): Promise<Map<TokenKey, TimedReading>> {
    if (tokens.length === 0) return new Map();
    const readings = await walk(tokens);
    const readAt = now();
    return new Map([...readings].map(([key, reading]) => [key, { reading, readAt }]));
  }

  /** Walks the tokens this node locked, stores the readings for the other nodes, then lets the locks go. */
  async function walkAndShare(tokens: readonly TokenInfo[], walk: Walk, owner: string): Promise<Map<TokenKey, TimedReading>> {
    if (tokens.length === 0) return new Map();
    const renewal = setInterval(() => void ownLocks(tokens, owner, RENEW), RENEW_EVERY_MS);
    try {
      const walked = await walkLocally(tokens, walk);
      const write = redis.client.multi();
      for (const token of tokens) {
        const timed = walked.get(tokenKey(token));
        if (timed) write.set(valueKey(token), JSON.stringify(timed), 'PX', ttlMs);
      }
      await write.exec().catch((error: unknown) => {
        redis.failed(error);
      });
      return walked;
    } finally {
      clearInterval(renewal);
      await ownLocks(tokens, owner, RELEASE);
    }
  }

  /** Renews or releases this node's locks, and only its own: one that lapsed and was taken by another node stays. */
  async function ownLocks(tokens: readonly TokenInfo[], owner: string, script: string): Promise<void> {
    if (!redis.available()) return; // they lapse on their own
    const batch = redis.client.multi();
    for (const token of tokens) batch.eval(script, 1, lockKey(token), owner, LOCK_MS);
    await batch.exec().catch((error: unknown) => {
      redis.failed(error);
    });
  }

  /** Waits for other nodes' walks; what they do not deliver in time (or drop) is walked here. */
  async function awaitOthers(tokens: readonly TokenInfo[], walk: Walk, maxAgeMs: number): Promise<Map<TokenKey, TimedReading>> {
    const found = new Map<TokenKey, TimedReading>();
    let waiting = [...tokens];
    const deadline = now() + MAX_WAIT_MS;
    while (waiting.length > 0 && now() < deadline && redis.available()) {
      await sleep(POLL_MS);
      const raw = await redis.client.mget(...waiting.map(valueKey), ...waiting.map(lockKey)).catch((error: unknown) => {
        redis.failed(error);
        return null;
      });
      if (raw === null) break;
      const orphaned: TokenInfo[] = [];
      waiting = waiting.filter((token, index) => {
        const timed = parse(raw[index], maxAgeMs);
        if (timed) found.set(tokenKey(token), timed);
        else if (raw[waiting.length + index] === null) orphaned.push(token); // the walker gave up (its walk failed)
        return !timed && raw[waiting.length + index] !== null;
      });
      for (const [key, timed] of await walkLocally(orphaned, walk)) found.set(key, timed);
    }
    for (const [key, timed] of await walkLocally(waiting, walk)) found.set(key, timed);
    return found;
  }

  /** Fresh readings among `tokens`, by key; the rest, in order. */
  async function lookUp(tokens: readonly TokenInfo[], maxAgeMs: number) {
    const cached = tokens.length > 0 ? await redis.client.mget(...tokens.map(valueKey)) : [];
    const found = new Map<TokenKey, TimedReading>();
    const missing = tokens.filter((token, index) => {
      const timed = parse(cached[index], maxAgeMs);
      if (timed) found.set(tokenKey(token), timed);
      return !timed;
    });
    return { found, missing };
  }

  /** What Redis already has, and which of the missing tokens this node now holds the lock of. */
  async function claim(tokens: readonly TokenInfo[], maxAgeMs: number) {
    const { found, missing } = await lookUp(tokens, maxAgeMs);
    const owner = randomUUID();
    const locking = redis.client.multi();
    for (const token of missing) locking.set(lockKey(token), owner, 'PX', LOCK_MS, 'NX');
    const locked = missing.length > 0 ? ((await locking.exec()) ?? []) : [];
    const won = missing.filter((_, index) => locked[index]?.[1] === 'OK');
    // Another node may have stored a token and let its lock go between the look-up and the lock: look again.
    const late = await lookUp(won, maxAgeMs);
    const alreadyStored = won.filter((token) => !late.missing.includes(token));
    if (alreadyStored.length > 0) await ownLocks(alreadyStored, owner, RELEASE);
    return {
      found: new Map([...found, ...late.found]),
      owner,
      mine: late.missing,
      others: missing.filter((_, index) => locked[index]?.[1] !== 'OK'),
    };
  }

  return {
    async load(tokens, walk, maxAgeMs) {
      if (!redis.available() || tokens.length === 0) return walkLocally(tokens, walk);
      const plan = await claim(tokens, maxAgeMs).catch((error: unknown) => {
        redis.failed(error);
        return null;
      });
      if (!plan) return walkLocally(tokens, walk);
      const [walked, waited] = await Promise.all([walkAndShare(plan.mine, walk, plan.owner), awaitOthers(plan.others, walk, maxAgeMs)]);
      return new Map([...plan.found, ...walked, ...waited]);
    },
  };
}
