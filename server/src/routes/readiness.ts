/**
 * What /api/ready reports: whether this node should get traffic, and each
 * dependency's status with the time its check took. A node that cannot read
 * any chain, or is draining, is not ready. A database or Redis outage is
 * reported but leaves the node ready: every node shares them, so taking all
 * nodes out would turn a degraded service (advice without stored history,
 * per-node limits) into no service at all. A chain whose node answers but
 * some of whose feeds failed at their last read lists them, and the node is
 * degraded: those tokens are set aside as price-unavailable. A chain is up only when a wallet can be read
 * there (chains/holdingsProbe.ts), not only its node: a token on its list that fails its balanceOf makes
 * it degraded, named in `unreadableTokens`.
 */
import type { SharedRedis } from '../prices/redisConnection';
import { checkReason } from './checkReason';
import type { Store } from '../store';
import type { ChainReader } from '../prices/chainReader';
import type { FeedFailure } from '../prices/chainlink/failingFeeds';

/** A check that takes longer counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 1_000;
/** Probes arriving together share one round of checks, so a busy balancer costs no RPC budget to speak of. */
const REUSE_MS = 1_000;

export interface CheckResult {
  /** seeding: a local demo chain that restarted and is being seeded again (answers leave it out meanwhile). */
  status: 'up' | 'down' | 'seeding';
  latencyMs: number;
  error?: string;
}

export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'draining' | 'unavailable';
  database: CheckResult;
  /** Absent without REDIS_URL. */
  redis?: CheckResult;
  chains: Array<
    CheckResult & {
      chainId: number;
      name: string;
      failingFeeds?: Array<Omit<FeedFailure, 'since'> & { since: string }>;
      /** Tokens of the list whose balanceOf fails for every wallet: set aside as unreadable. */
      unreadableTokens?: Array<{ symbol: string; failure: string }>;
    }
  >;
}

export interface Readiness {
  /** Set on SIGTERM: from then on the report says draining. */
  startDraining(): void;
  report(): Promise<ReadinessReport>;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`));
    }, CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: checkReason(error) };
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(deps: { store: Pick<Store, 'ping'>; redis?: SharedRedis; chains: readonly ChainReader[] }): Readiness {
  let draining = false;
  let last: { at: number; report: Promise<Omit<ReadinessReport, 'status'>> } | null = null;

  const check = async (): Promise<Omit<ReadinessReport, 'status'>> => {
    const shared = deps.redis;
    const [database, redis, chains] = await Promise.all([
      timed(() => deps.store.ping()),
      shared ? timed(() => shared.ping()) : Promise.resolve(undefined),
      Promise.all(
        deps.chains.map(async (chain) => {
          let unreadable: Array<{ symbol: string; failure: string }> = [];
          const check = await timed(async () => {
            await chain.ping();
            unreadable = (await chain.probeHoldings()).map((entry) => ({ symbol: entry.symbol, failure: entry.failure ?? 'failed' }));
          });
          const seeding = chain.isSeeding() ? { status: 'seeding' as const, error: 'restarted; being seeded again' } : {};
          const failing = chain.failingFeeds().map((failure) => ({ ...failure, since: new Date(failure.since).toISOString() }));
          return {
            chainId: chain.chainId,
            name: chain.name,
            ...check,
            ...seeding,
            ...(failing.length > 0 ? { failingFeeds: failing } : {}),
            ...(unreadable.length > 0 ? { unreadableTokens: unreadable } : {}),
          };
        }),
      ),
    ]);
    return { database, ...(redis ? { redis } : {}), chains };
  };

  return {
    startDraining: () => void (draining = true),
    async report() {
      if (!last || performance.now() - last.at > REUSE_MS) last = { at: performance.now(), report: check() };
      const checks = await last.report;
      const anyChain = checks.chains.some((chain) => chain.status === 'up');
      const allUp =
        checks.database.status === 'up' &&
        checks.redis?.status !== 'down' &&
        checks.chains.every((chain) => chain.status === 'up' && !chain.failingFeeds && !chain.unreadableTokens);
      const status = draining ? 'draining' : !anyChain ? 'unavailable' : allUp ? 'ready' : 'degraded';
      return { status, ...checks };
    },
  };
}
