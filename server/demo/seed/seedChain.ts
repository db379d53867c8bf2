/**
 * Seeds a fresh anvil with a ChainPlan. First, a few blocks of what must end up
 * at a registry's real address (feed proxies, registry tokens): deployed at
 * scratch addresses, then moved (transplant.ts). Last, one block of the feeds'
 * aggregators (their whole histories) and the demo-only tokens, at
 * deployer-nonce addresses. Multicall3 is set at its canonical address and
 * the wallets' native balances with anvil_* calls. On Ethereum, ENS follows
 * (ensNames.ts); then each protocol's contracts and positions (seed/protocols/).
 * Same addresses on every run.
 */
import { getAddress, parseUnits, toHex, type Address, type Hex } from 'viem';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../src/domain/types';
import type { Artifacts } from '../compile';
import { mainnetMulticall3Code } from '../multicall3Code';
import { Deployer, inSeedingBlocks, type PlannedTransaction } from './blocks';
import { NATIVE_TOKEN, feedOf } from './catalog';
import type { ChainPlan, FeedPlan } from './chainPlan';
import { aggregatorDeployment, proxyDeployment, realisticAccessTransactions } from './feedDeploys';
import { SECONDS_PER_DAY } from '../../src/prices/utcDay';
import { feedPhases } from './feedRounds';
import { HISTORY_DAYS, priceSeries } from './priceSeries';
import { rpc } from '../anvilRpc';
import { isNative, tokenDeployment, tokenInfo } from './tokenEntries';
import { transplant, type Move } from './transplant';
import { DEMO_WALLETS, holdingsOn } from './wallets';
import { seedEns } from './ensNames';
import { PROTOCOL_SEEDERS } from './protocols';
import { chunks } from '../../src/chains/multicall/chunks';

export { toAnswer } from './feedRounds';

/**
 * Tracing a block re-runs its transactions before each one it traces (quadratic),
 * so moved contracts are mined a few per block (docs/local-chain.md has the timings).
 */
const MOVED_PER_BLOCK = 8;
/** Our own label: the uptime feed's description is not a fact any reader relies on. */
const SEQUENCER_DESCRIPTION = 'L2 sequencer uptime (demo)';

/** A feed's current aggregator, the contract new rounds go to. */
export interface LiveAggregator {
  address: Address;
  /** The feed's heartbeat from the registry; undefined: none known. */
  heartbeatSeconds?: number;
}

export interface SeededChain {
  multicall3: Address;
  tokens: TokenInfo[];
  /** One per price feed (the sequencer uptime feed is left out: a new round would mean "just restarted"). */
  aggregators: LiveAggregator[];
}

function ethUsdCloses(): number[] {
  const spec = feedOf(NATIVE_TOKEN);
  if (!spec) throw new Error('The catalog gives ETH no price series');
  return priceSeries({ label: NATIVE_TOKEN.symbol, ...spec });
}

export async function seedChain(rpcUrl: string, plan: ChainPlan, artifacts: Artifacts): Promise<SeededChain> {
  const deployer = await Deployer.of(rpcUrl);
  const latest = await rpc<{ timestamp: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const now = Number(latest.timestamp);
  const ethUsd = ethUsdCloses();
  const registryTokens = plan.tokens.filter((token) => !isNative(token) && token.registry);
  const proxied = plan.feeds.filter((feed) => feed.realAddress || feed.layout === 'phased');
  // The contracts to move take the first nonces and blocks: each block is traced
  // before the next is mined (see MOVED_PER_BLOCK), the histories come last.
  const movedCount = proxied.length + registryTokens.length + (plan.sequencerUptimeFeed ? 1 : 0);
  const moved = deployer;
  const rest = deployer.skip(movedCount);
  const movedTransactions: PlannedTransaction[] = [];
  const historyTransactions: PlannedTransaction[] = [];
  const moves: Move[] = [];

  // The last block: every aggregator, and the tokens that stay where they are deployed.
  const aggregatorsOf = new Map<FeedPlan, Address[]>();
  for (const feed of plan.feeds) {
    const phases = feedPhases(feed, ethUsd, now).map((rounds) => aggregatorDeployment(artifacts, rest, { ...feed, rounds }));
    historyTransactions.push(...phases.flatMap((phase) => phase.transactions));
    aggregatorsOf.set(
      feed,
      phases.map((phase) => phase.address),
    );
  }
  // Answers 0 (up) since the start of the history, so an L2's prices are trusted.
  const sequencerAggregator = plan.sequencerUptimeFeed
    ? aggregatorDeployment(artifacts, rest, {
        description: SEQUENCER_DESCRIPTION,
        decimals: 0,
        rounds: [{ answer: 0n, updatedAt: BigInt(now - HISTORY_DAYS * SECONDS_PER_DAY) }],
      })
    : null;
  if (sequencerAggregator) historyTransactions.push(...sequencerAggregator.transactions);
  const tokenAddresses = new Map<(typeof plan.tokens)[number], Address>();
  for (const token of plan.tokens.filter((candidate) => !isNative(candidate) && !candidate.registry)) {
    const deployment = tokenDeployment(artifacts, rest, plan.chainId, token);
    historyTransactions.push(...deployment.transactions);
    tokenAddresses.set(token, deployment.address);
  }

  // The first blocks: the proxies (of registry feeds, and of the phased feed) and the registry tokens.
  const feedAddresses = new Map<FeedPlan, Address>();
  const deployThenMove = (transactions: PlannedTransaction[], from: Address, to: Address): void => {
    movedTransactions.push(...transactions);
    moves.push({ from, to });
  };
  for (const feed of plan.feeds) {
    const aggregators = aggregatorsOf.get(feed) ?? [];
    if (!proxied.includes(feed)) {
      feedAddresses.set(feed, aggregators[0]);
      continue;
    }
    const proxy = proxyDeployment(artifacts, moved, aggregators);
    if (feed.realAddress) deployThenMove(proxy.transactions, proxy.address, feed.realAddress);
    else movedTransactions.push(...proxy.transactions);
    feedAddresses.set(feed, feed.realAddress ?? proxy.address);
  }
  if (sequencerAggregator && plan.sequencerUptimeFeed) {
    const proxy = proxyDeployment(artifacts, moved, [sequencerAggregator.address]);
    deployThenMove(proxy.transactions, proxy.address, plan.sequencerUptimeFeed);
  }
  // Every aggregator behind a proxy answers only that proxy (and tx.origin), as real ones do: readers must go through the proxy.
  for (const feed of proxied) {
    const reader = feedAddresses.get(feed);
    if (!reader) continue;
    for (const aggregator of aggregatorsOf.get(feed) ?? []) historyTransactions.push(...realisticAccessTransactions(artifacts, rest, aggregator, reader));
  }
  if (sequencerAggregator && plan.sequencerUptimeFeed)
    historyTransactions.push(...realisticAccessTransactions(artifacts, rest, sequencerAggregator.address, plan.sequencerUptimeFeed));
  for (const token of registryTokens) {
    const deployment = tokenDeployment(artifacts, moved, plan.chainId, token);
    const realAddress = getAddress(token.registry?.address ?? deployment.address);
    deployThenMove(deployment.transactions, deployment.address, realAddress);
    tokenAddresses.set(token, realAddress);
  }

  // A nonce left unused would strand the last block behind the gap.
  if (movedTransactions.length !== movedCount) throw new Error(`Seeding planned ${movedCount} transactions to move but made ${movedTransactions.length}`);
  const setup = [
    { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, mainnetMulticall3Code()] },
    ...DEMO_WALLETS.map((wallet) => ({
      method: 'anvil_setBalance',
      params: [wallet.address, toHex(parseUnits(holdingsOn(wallet, plan.chainId).ETH ?? '0', 18))],
    })),
  ];
  await inSeedingBlocks(rpcUrl, deployer.address, setup, async (mine) => {
    for (const block of chunks(movedTransactions, MOVED_PER_BLOCK)) {
      const created = new Set(block.map((tx) => deployer.createdAt(tx.nonce)));
      await transplant(
        rpcUrl,
        await mine(block),
        moves.filter((move) => created.has(move.from)),
      );
    }
    await mine(historyTransactions);
  });
  // ENS lives on Ethereum: its Universal Resolver is where names are resolved.
  if (plan.chainId === 1) await seedEns(rpcUrl, artifacts);

  // The native coin is the only token without a contract.
  const tokens = plan.tokens.map((token) =>
    tokenInfo(plan.chainId, token, getAddress(tokenAddresses.get(token) ?? NATIVE_TOKEN_ADDRESS), token.feed ? feedAddresses.get(token.feed) : undefined),
  );
  for (const seeder of plan.protocols === false ? [] : PROTOCOL_SEEDERS) {
    try {
      await seeder.seed({ rpcUrl, chainId: plan.chainId, artifacts, seeder: deployer.address, tokens });
    } catch (error) {
      throw new Error(`Seeding ${seeder.name} on chain ${plan.chainId} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  // Every feed has at least one phase: its last aggregator is the current one.
  const aggregators = plan.feeds.flatMap((feed) => {
    const current = aggregatorsOf.get(feed)?.at(-1);
    return current ? [{ address: current, heartbeatSeconds: feed.heartbeatSeconds }] : [];
  });
  return { multicall3: MULTICALL3_ADDRESS, tokens, aggregators };
}
