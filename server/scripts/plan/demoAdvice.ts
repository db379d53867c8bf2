/**
 * Every demo wallet advised through the service's own path: both local chains read in
 * parallel, priced by the Chainlink reader, one engine, and buy candidates from the
 * registry cache, refreshed first as on a running node. `npm run check:plan` and the
 * demo wallets' test both judge these answers.
 */
import type { Recommendation } from '../../../contract';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import type { LocalChains } from '../../src/demoChain/localChains';
import type { DemoWallet } from '../../src/demoChain/seed/wallets';
import { connectChains } from '../../src/prices/chainReader';
import { createRecommendationService } from '../../src/recommendation/recommendationService';
import { startRegistryRefresh } from '../../src/prices/registryRefresh';
import type { Store } from '../../src/store';

export interface DemoAdvice {
  wallet: DemoWallet;
  recommendation: Recommendation;
}

/** In the order of `local.demoWallets`. */
export async function adviseDemoWallets(local: LocalChains, store: Store): Promise<DemoAdvice[]> {
  const specs = local.chains.map(({ rpcUrl, ...chain }) => ({ ...chain, rpcUrls: [rpcUrl] }));
  const chains = connectChains(specs, {
    rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
    priceCacheTtlMs: 600_000,
    closes: store.closes,
  });
  const refresh = startRegistryRefresh(chains, { ttlMs: 600_000 });
  await refresh.refreshNow();
  await refresh.stop();
  const service = createRecommendationService({ chains, fallbackPrices: null, store, now: () => new Date() });
  const advice: DemoAdvice[] = [];
  for (const wallet of local.demoWallets) advice.push({ wallet, recommendation: (await service.recommend(wallet.address)).recommendation });
  // The daily closes a read found are saved behind its answer: stored before the caller closes the store (as start.ts does).
  await Promise.all(chains.map((chain) => chain.closesSaved()));
  return advice;
}
