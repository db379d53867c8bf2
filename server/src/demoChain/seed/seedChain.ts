/**
 * Seeds a fresh anvil with a ChainPlan, in two blocks. The first holds the
 * feeds' aggregators (their whole histories) and the demo-only tokens, at
 * deployer-nonce addresses. The second holds what must end up at a registry's
 * real address (feed proxies, registry tokens): deployed at scratch addresses,
 * then moved (transplant.ts). Multicall3 is set at its canonical address and
 * the wallets' native balances with anvil_* calls. Same addresses on every run.
 */
import { getAddress, parseUnits, toHex, type Address, type Hex } from 'viem';
import { MULTICALL3_ADDRESS } from '../../chain/abis';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../domain/types';
import type { Artifacts } from '../compile';
import { Deployer, mineBlocks, type PlannedTransaction } from './blocks';
import { NATIVE_TOKEN, feedOf, type FeedSpec } from './catalog';
import type { ChainPlan, FeedPlan } from './chainPlan';
import { aggregatorDeployment, proxyDeployment } from './feedDeploys';
import { SECONDS_PER_DAY, feedPhases } from './feedRounds';
import { HISTORY_DAYS, priceSeries } from './priceSeries';
import { rpc } from './rpc';
import { isNative, tokenDeployment, tokenInfo } from './tokenEntries';
import { transplant, type Move } from './transplant';
import { DEMO_WALLETS, holdingsOn } from './wallets';

export { toAnswer } from './feedRounds';

/** Our own label: the uptime feed's description is not a fact any reader relies on. */
const SEQUENCER_DESCRIPTION = 'L2 sequencer uptime (demo)';

export interface SeededChain {
  multicall3: Address;
  tokens: TokenInfo[];
}

const ETH_USD_SPEC = feedOf(NATIVE_TOKEN) as FeedSpec;

export async function seedChain(rpcUrl: string, plan: ChainPlan, artifacts: Artifacts): Promise<SeededChain> {
  const deployer = await Deployer.of(rpcUrl);
  const latest = await rpc<{ timestamp: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const now = Number(latest.timestamp);
  const ethUsdCloses = priceSeries({ label: NATIVE_TOKEN.symbol, ...ETH_USD_SPEC });
  const first: PlannedTransaction[] = [];
  const second: PlannedTransaction[] = [];
  const moves: Move[] = [];

  // First block: every aggregator, and the tokens that stay where they are deployed.
  const aggregatorsOf = new Map<FeedPlan, Address[]>();
  for (const feed of plan.feeds) {
    const phases = feedPhases(feed, ethUsdCloses, now).map((rounds) => aggregatorDeployment(artifacts, deployer, { ...feed, rounds }));
    first.push(...phases.flatMap((phase) => phase.transactions));
    aggregatorsOf.set(feed, phases.map((phase) => phase.address));
  }
  // Answers 0 (up) since the start of the history, so an L2's prices are trusted.
  const sequencerAggregator = plan.sequencerUptimeFeed
    ? aggregatorDeployment(artifacts, deployer, { description: SEQUENCER_DESCRIPTION, decimals: 0, rounds: [{ answer: 0n, updatedAt: BigInt(now - HISTORY_DAYS * SECONDS_PER_DAY) }] })
    : null;
  if (sequencerAggregator) first.push(...sequencerAggregator.transactions);
  const tokenAddresses = new Map<(typeof plan.tokens)[number], Address>();
  for (const token of plan.tokens.filter((candidate) => !isNative(candidate) && !candidate.registry)) {
    const deployment = tokenDeployment(artifacts, deployer, plan.chainId, token);
    first.push(...deployment.transactions);
    tokenAddresses.set(token, deployment.address);
  }

  // Second block: what moves to a real address, plus the demo feeds that changed phase.
  const feedAddresses = new Map<FeedPlan, Address>();
  const deployThenMove = (transactions: PlannedTransaction[], from: Address, to: Address): void => {
    second.push(...transactions);
    moves.push({ from, to });
  };
  for (const feed of plan.feeds) {
    const aggregators = aggregatorsOf.get(feed) ?? [];
    if (!feed.realAddress && aggregators.length === 1) {
      feedAddresses.set(feed, aggregators[0]);
      continue;
    }
    const proxy = proxyDeployment(artifacts, deployer, aggregators);
    if (feed.realAddress) deployThenMove(proxy.transactions, proxy.address, feed.realAddress);
    else second.push(...proxy.transactions);
    feedAddresses.set(feed, feed.realAddress ?? proxy.address);
  }
  if (sequencerAggregator && plan.sequencerUptimeFeed) {
    const proxy = proxyDeployment(artifacts, deployer, [sequencerAggregator.address]);
    deployThenMove(proxy.transactions, proxy.address, plan.sequencerUptimeFeed);
  }
  for (const token of plan.tokens.filter((candidate) => !isNative(candidate) && candidate.registry)) {
    const deployment = tokenDeployment(artifacts, deployer, plan.chainId, token);
    const realAddress = getAddress(token.registry?.address ?? deployment.address);
    deployThenMove(deployment.transactions, deployment.address, realAddress);
    tokenAddresses.set(token, realAddress);
  }

  const setup = [
    { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, artifacts.contracts.Multicall3.deployedBytecode] },
    ...DEMO_WALLETS.map((wallet) => ({ method: 'anvil_setBalance', params: [wallet.address, toHex(parseUnits(holdingsOn(wallet, plan.chainId).ETH ?? '0', 18))] })),
  ];
  const [, movedBlock] = await mineBlocks(rpcUrl, deployer.address, [first, second], setup);
  await transplant(rpcUrl, movedBlock, moves);

  // The native coin is the only token without a contract.
  const tokens = plan.tokens.map((token) =>
    tokenInfo(plan.chainId, token, getAddress(tokenAddresses.get(token) ?? NATIVE_TOKEN_ADDRESS), token.feed ? feedAddresses.get(token.feed) : undefined),
  );
  return { multicall3: MULTICALL3_ADDRESS, tokens };
}
