/**
 * npm run check:plan: every demo wallet (README "Demo wallets") read from the local chains
 * through the service's own path, and per wallet the buy and buy-more calls with no money
 * behind them and the buys against the reserve plus the sells (issue 18). Exits 1 when a
 * call is unfunded or the buys overspend.
 */
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../src/chain/jsonRpc/client';
import { startLocalChains } from '../src/demoChain/localChains';
import { connectChains } from '../src/services/chainReader';
import { createRecommendationService } from '../src/services/recommendationService';
import { startRegistryRefresh } from '../src/services/registryRefresh';
import { openStore } from '../src/store';
import { checkPlan, withinMoney } from './plan/unfunded';

async function main(): Promise<boolean> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  let failed = false;
  try {
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
    const usd = (value: number): string => `$${Math.round(value).toLocaleString('en-US')}`;
    let total = 0;
    for (const wallet of local.demoWallets) {
      const { recommendation } = await service.recommend(wallet.address);
      const check = checkPlan(recommendation);
      total += check.unfunded.length;
      const within = withinMoney(check);
      failed ||= check.unfunded.length > 0 || !within;
      console.log(
        `${wallet.profile.padEnd(13)} unfunded ${String(check.unfunded.length).padStart(3)}   buys ${usd(check.spentUsd)} ${within ? '≤' : '>'} ` +
          `reserve ${usd(check.reserveUsd)} + sells ${usd(check.raisedUsd)}${check.unfunded.length > 0 ? `   ${check.unfunded.join(', ')}` : ''}`,
      );
    }
    console.log(`\nUnfunded buy and buy-more calls across the demo wallets: ${total}`);
  } finally {
    await store.close();
    await local.stop();
  }
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
