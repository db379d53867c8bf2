/**
 * Every demo wallet advised through the service's own path: both local chains read in
 * parallel, priced by the Chainlink reader, one engine, and buy candidates from the
 * registry cache, refreshed first as on a running node. `npm run check:plan` and the
 * demo wallets' test both judge these answers.
 */
import type { Recommendation } from '../../../contract';
import { DEFAULT_RPC_RETRY_COUNT } from '../../src/chains/transport/client';
import type { LocalChains } from '../../demo/localChains';
import type { DemoWallet } from '../../demo/seed/wallets';
import { connectChains } from '../../src/prices/chainReader';
import { createRecommendationService } from '../../src/recommendation/recommendationService';
import { startRegistryRefresh } from '../../src/prices/registryRefresh';
import type { Store } from '../../src/store';

export interface DemoAdvice {
  wallet: DemoWallet;
  recommendation: Recommendation;
}

/**
 * These answers are judged and written into the README, not timed: on a loaded machine a local anvil may take
 * longer than the service's 1.2 s default, and a read given up would silently change the advice (no buy
 * candidates, no cash to sell into). So reads wait this long, and any read that still fails stops the run.
 */
const DEMO_RPC_TIMEOUT_MS = 30_000;

/** Reasons a token is set aside when its read failed rather than because of the token itself. */
const READ_FAILURES: ReadonlySet<string> = new Set(['price-unavailable', 'stale-price']);

/** Throws when the answer is short of something a read failed to bring. */
function assertComplete(profile: string, recommendation: Recommendation): void {
  const missing = [
    ...recommendation.chains.filter((chain) => chain.status !== 'ok').map((chain) => `${chain.name} unavailable`),
    ...recommendation.setAside.filter((token) => READ_FAILURES.has(token.reason)).map((token) => `${token.symbol}: ${token.reason}`),
  ];
  if (missing.length > 0) throw new Error(`The ${profile} demo wallet's answer is incomplete: ${missing.join(', ')}`);
}

/** In the order of `local.demoWallets`. */
export async function adviseDemoWallets(local: LocalChains, store: Store): Promise<DemoAdvice[]> {
  const specs = local.chains.map(({ rpcUrl, ...chain }) => ({ ...chain, rpcUrls: [rpcUrl] }));
  const chains = connectChains(specs, {
    rpc: { timeoutMs: DEMO_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
    priceCacheTtlMs: 600_000,
    closes: store.closes,
  });
  const refreshFailures: string[] = [];
  const refresh = startRegistryRefresh(chains, { ttlMs: 600_000, log: (line) => refreshFailures.push(line) });
  await refresh.refreshNow();
  await refresh.stop();
  // Buy candidates come from this pass: a failed batch would leave them out.
  if (refreshFailures.length > 0) throw new Error(refreshFailures.join('; '));
  const service = createRecommendationService({ chains, fallbackPrices: null, store, now: () => new Date() });
  const advice: DemoAdvice[] = [];
  for (const wallet of local.demoWallets) {
    const { recommendation } = await service.recommend(wallet.address);
    assertComplete(wallet.profile, recommendation);
    advice.push({ wallet, recommendation });
  }
  // The daily closes a read found are saved behind its answer: stored before the caller closes the store (as start.ts does).
  await Promise.all(chains.map((chain) => chain.closesSaved()));
  return advice;
}
