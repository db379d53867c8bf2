/**
 * Deploys Chainlink-style feeds on an anvil chain: a HistoricalPriceFeed of any
 * length (constructor, then appendRounds in chunks), a PhasedPriceFeedProxy in
 * front of several of them, and an L2 sequencer uptime feed. For tests, and for
 * the demo chain's seeding (see docs/chainlink.md).
 */
import { encodeDeployData, encodeFunctionData, getAddress, toHex, type Address, type Hash, type Hex } from 'viem';
import type { Artifacts } from '../../demo/compile';
import { rpc } from '../../demo/anvilRpc';

/** One round as written: the integer answer (decimals applied by the reader) and its Unix seconds. */
export interface FeedRound {
  answer: bigint;
  updatedAt: number;
}

/**
 * Rounds per transaction. A new round costs one fresh storage slot (~22k gas)
 * plus its calldata; 700 of them stay near 17M gas, under anvil's 30M block
 * limit, and the constructor's share stays under the 48 KB initcode cap.
 */
const ROUNDS_PER_TRANSACTION = 700;
const CONSTRUCTOR_ROUNDS = 400;
const GAS_PER_TRANSACTION = 25_000_000n;
const RECEIPT_TIMEOUT_MS = 20_000;

async function waitForReceipt(rpcUrl: string, hash: Hash): Promise<{ contractAddress: Address | null }> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await rpc<{ status: Hex; contractAddress: Address | null } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`Transaction ${hash} reverted`);
      return receipt;
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends one transaction from the node's first account and waits until it is mined. */
async function send(rpcUrl: string, tx: { to?: Address; data: Hex }): Promise<{ contractAddress: Address | null }> {
  const [from] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, ...tx, gas: toHex(GAS_PER_TRANSACTION) }]);
  return waitForReceipt(rpcUrl, hash);
}

async function deploy(rpcUrl: string, data: Hex): Promise<Address> {
  const { contractAddress } = await send(rpcUrl, { data });
  if (!contractAddress) throw new Error('The deployment created no contract');
  return getAddress(contractAddress);
}

/** A HistoricalPriceFeed holding `rounds` (oldest first, at least one), however many there are. */
export async function deployHistoricalFeed(
  rpcUrl: string,
  artifacts: Artifacts,
  feed: { decimals: number; description: string; rounds: readonly FeedRound[] },
): Promise<Address> {
  const { abi, bytecode } = artifacts.contracts.HistoricalPriceFeed;
  const first = feed.rounds.slice(0, CONSTRUCTOR_ROUNDS);
  const address = await deploy(
    rpcUrl,
    encodeDeployData({
      abi,
      bytecode,
      args: [feed.decimals, feed.description, first.map((round) => round.answer), first.map((round) => BigInt(round.updatedAt))],
    }),
  );
  for (let start = CONSTRUCTOR_ROUNDS; start < feed.rounds.length; start += ROUNDS_PER_TRANSACTION) {
    const chunk = feed.rounds.slice(start, start + ROUNDS_PER_TRANSACTION);
    const data = encodeFunctionData({
      abi,
      functionName: 'appendRounds',
      args: [chunk.map((round) => round.answer), chunk.map((round) => BigInt(round.updatedAt))],
    });
    await send(rpcUrl, { to: address, data });
  }
  return address;
}

/** A DemoToken (an ERC-20 that mints every balance in its constructor), for a token the seeded chains do not list. */
export async function deployDemoToken(
  rpcUrl: string,
  artifacts: Artifacts,
  token: { name: string; symbol: string; decimals: number; balances: readonly { holder: Address; amount: bigint }[] },
): Promise<Address> {
  const { abi, bytecode } = artifacts.contracts.DemoToken;
  const args = [token.name, token.symbol, token.decimals, token.balances.map((entry) => entry.holder), token.balances.map((entry) => entry.amount)] as const;
  return deploy(rpcUrl, encodeDeployData({ abi, bytecode, args }));
}

/** A PhasedPriceFeedProxy over `aggregators` (oldest first: phases 1..n, the last is current). */
export async function deployPhasedProxy(rpcUrl: string, artifacts: Artifacts, aggregators: readonly Address[]): Promise<Address> {
  const { abi, bytecode } = artifacts.contracts.PhasedPriceFeedProxy;
  return deploy(rpcUrl, encodeDeployData({ abi, bytecode, args: [[...aggregators]] }));
}

/** How a phase's aggregator answers for a round it does not have. */
export type MissingRounds = 'flux-revert' | 'ocr-zeros';

/**
 * A feed as real chains have them: a proxy over one aggregator per phase
 * (oldest first), each aggregator access-controlled with only the proxy on its
 * list (as AccessControlledOCR2Aggregator), and answering a missing round the
 * Flux way (revert "No data present") or the OCR way (zeros).
 */
export async function deployRealisticFeed(
  rpcUrl: string,
  artifacts: Artifacts,
  feed: { decimals: number; description: string; phases: readonly (readonly FeedRound[])[]; missingRounds: MissingRounds; proxyHasAccess?: boolean },
): Promise<{ proxy: Address; aggregators: Address[] }> {
  const aggregators: Address[] = [];
  for (const rounds of feed.phases)
    aggregators.push(await deployHistoricalFeed(rpcUrl, artifacts, { decimals: feed.decimals, description: feed.description, rounds }));
  const proxy = await deployPhasedProxy(rpcUrl, artifacts, aggregators);
  const { abi } = artifacts.contracts.HistoricalPriceFeed;
  for (const aggregator of aggregators) {
    if (feed.proxyHasAccess !== false) await send(rpcUrl, { to: aggregator, data: encodeFunctionData({ abi, functionName: 'addAccess', args: [proxy] }) });
    await send(rpcUrl, { to: aggregator, data: encodeFunctionData({ abi, functionName: 'enableAccessCheck' }) });
    if (feed.missingRounds === 'ocr-zeros')
      await send(rpcUrl, { to: aggregator, data: encodeFunctionData({ abi, functionName: 'answerMissingRoundsWithZeros' }) });
  }
  return { proxy, aggregators };
}

/** A GasBurningFeed: every call to it burns all the gas it is given. */
export async function deployGasBurningFeed(rpcUrl: string, artifacts: Artifacts): Promise<Address> {
  return deploy(rpcUrl, artifacts.contracts.GasBurningFeed.bytecode);
}

/**
 * An L2 sequencer uptime feed: one round per status change, answer 1 = down,
 * 0 = up (docs.chain.link/data-feeds/l2-sequencer-feeds). HistoricalPriceFeed
 * returns startedAt = updatedAt, so startedAt is the time of the change, as on
 * Chainlink's feed.
 */
export async function deploySequencerUptimeFeed(rpcUrl: string, artifacts: Artifacts, changes: ReadonlyArray<{ down: boolean; at: number }>): Promise<Address> {
  return deployHistoricalFeed(rpcUrl, artifacts, {
    decimals: 0,
    description: 'L2 Sequencer Uptime Status Feed',
    rounds: changes.map((change) => ({ answer: change.down ? 1n : 0n, updatedAt: change.at })),
  });
}

/**
 * A dense, deterministic history like a busy mainnet feed: a heartbeat round
 * every `heartbeatSeconds` from `from` to `to` (Unix seconds), plus a
 * "deviation" round at a pseudo-random moment in about one heartbeat out of
 * `deviationEvery`. Answers are distinct (the round's position, plus `base`), so
 * a test can tell exactly which round a close came from.
 */
export function denseRounds(opts: { from: number; to: number; heartbeatSeconds: number; deviationEvery: number; base: bigint }): FeedRound[] {
  const rounds: FeedRound[] = [];
  let seed = 0x2545f491;
  const nextRandom = (): number => {
    // xorshift32: reproducible without a dependency.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let at = opts.from; at <= opts.to; at += opts.heartbeatSeconds) {
    rounds.push({ answer: opts.base + BigInt(rounds.length), updatedAt: at });
    if (nextRandom() < 1 / opts.deviationEvery) {
      const deviationAt = at + 1 + Math.floor(nextRandom() * (opts.heartbeatSeconds - 1));
      if (deviationAt <= opts.to) rounds.push({ answer: opts.base + BigInt(rounds.length), updatedAt: deviationAt });
    }
  }
  return rounds;
}
