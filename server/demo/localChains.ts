/**
 * The offline default: two local anvil chains that mirror the real ones, chain
 * id 1 (Ethereum) and 8453 (Base), each seeded by project code with Multicall3,
 * the registry's tokens and feeds at their real addresses, demo-only tokens at
 * deployed addresses, 180 days of price history and the demo wallets. Each is
 * supervised (restarted and re-seeded if its anvil dies) and its feeds kept
 * fresh (feedKeeper.ts). See docs/local-chain.md.
 */
import { getAddress, type Address } from 'viem';
import type { Registry } from '../src/chains/registry/schema';
import type { TokenInfo } from '../src/domain/types';
import { spawnAnvil } from './anvilProcess';
import { keepFeedsFresh, type FeedKeeper } from './feedKeeper';
import { loadArtifacts, type Artifacts } from './compile';
import { DEMO_CHAIN_IDS, type DemoChainId } from './demoChains';
import { loadRegistry } from './registries';
import { planChain } from './seed/chainPlan';
import { seedChain } from './seed/seedChain';
import { DEMO_WALLETS, type DemoWallet } from './seed/wallets';
import { superviseChain, type SupervisedChain } from './supervisor';

export type { DemoWallet } from './seed/wallets';

export interface LocalChainHandle {
  chainId: number;
  /** Stays the same across restarts. */
  rpcUrl: string;
  multicall3: Address;
  tokens: TokenInfo[];
  /** True while a restarted anvil is being seeded again: its answers would be partial. */
  isSeeding: () => boolean;
}

export interface LocalChains {
  chains: LocalChainHandle[];
  /** The same addresses on every chain; what each holds differs per chain. */
  demoWallets: DemoWallet[];
  /** Called with the chain id after a chain was restarted and seeded again. */
  onRestart(listener: (chainId: number) => void): () => void;
  /** Ends supervision only (on SIGTERM, before the drain): no anvil is restarted from then on. */
  stopSupervising: () => void;
  /** Stops supervision, then every anvil; resolves once all have exited. */
  stop: () => Promise<void>;
}

export interface LocalChainsOptions {
  log?: (line: string) => void;
  /** Registries to mirror; by default the bundled ones (server/src/chains/registry). A mirrored chain has no protocol positions. */
  registries?: Partial<Record<DemoChainId, Registry>>;
}

interface RunningChain {
  handle: LocalChainHandle;
  supervised: SupervisedChain;
  keeper: FeedKeeper;
}

async function startChain(
  chainId: DemoChainId,
  registry: Registry,
  loading: Promise<Artifacts>,
  log?: (line: string) => void,
  protocols = true,
): Promise<RunningChain> {
  const plan = { ...planChain(chainId, registry), protocols };
  const anvil = await spawnAnvil({ chainId, log });
  try {
    const artifacts = await loading;
    const { multicall3, tokens, aggregators } = await seedChain(anvil.rpcUrl, plan, artifacts);
    const supervised = superviseChain(anvil, {
      chainId,
      log,
      seed: async (rpcUrl) => {
        await seedChain(rpcUrl, plan, artifacts);
      },
    });
    const keeper = keepFeedsFresh(anvil.rpcUrl, artifacts, aggregators, { log });
    return { handle: { chainId, rpcUrl: anvil.rpcUrl, multicall3, tokens, isSeeding: supervised.isSeeding }, supervised, keeper };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

export async function startLocalChains(opts: LocalChainsOptions = {}): Promise<LocalChains> {
  const startedAt = Date.now();
  // Read (and validated) before any anvil starts: a bad registry leaves nothing running.
  const registries = DEMO_CHAIN_IDS.map((chainId) => opts.registries?.[chainId] ?? loadRegistry(chainId));
  // The compiler (on a cache miss) and the anvils' start-up overlap; the chains seed in parallel.
  const artifacts = loadArtifacts();
  const started = await Promise.allSettled(
    DEMO_CHAIN_IDS.map((chainId, index) => startChain(chainId, registries[index], artifacts, opts.log, opts.registries?.[chainId] === undefined)),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async (): Promise<void> => {
    await Promise.all(
      running.map(async ({ keeper, supervised }) => {
        await keeper.stop();
        await supervised.stop();
      }),
    );
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const chains = running.map(({ handle }) => handle);
  opts.log?.(
    `Local chains ready in ${Date.now() - startedAt} ms: ${chains.map((chain) => `${chain.chainId} at ${chain.rpcUrl} (${chain.tokens.length} tokens)`).join(', ')}`,
  );
  return {
    chains,
    demoWallets: DEMO_WALLETS.map(({ label, profile, address, description }) => ({ label, profile, address: getAddress(address), description })),
    onRestart(listener) {
      const unsubscribes = running.map(({ handle, supervised }) =>
        supervised.onRestart(() => {
          listener(handle.chainId);
        }),
      );
      return () => {
        unsubscribes.forEach((unsubscribe) => {
          unsubscribe();
        });
      };
    },
    stopSupervising: () => {
      for (const { supervised } of running) supervised.stopSupervising();
    },
    stop: stopAll,
  };
}
