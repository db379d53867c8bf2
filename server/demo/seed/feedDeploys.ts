/**
 * The transactions that write a feed: a HistoricalPriceFeed per phase (a long
 * history continued with appendRounds in chunks), and a PhasedPriceFeedProxy in
 * front of them when the feed sits at a registry address (real feeds are
 * proxies) or changed phase.
 */
import { encodeDeployData, encodeFunctionData, type Address } from 'viem';
import type { Artifacts } from '../compile';
import type { Deployer, PlannedTransaction } from './blocks';
import { chunks } from '../../src/chains/multicall/chunks';
import type { Round } from './feedRounds';

/** Rounds per transaction: ~25k gas each, so a chunk stays well under a transaction's gas cap. */
const ROUNDS_PER_CHUNK = 400;
const CHUNK_GAS = 12_000_000n;
const PROXY_GAS = 1_000_000n;

export interface Deployment {
  transactions: PlannedTransaction[];
  /** Where the contract is created. */
  address: Address;
}

/** One aggregator holding `rounds` (oldest first; at least one). */
export function aggregatorDeployment(
  artifacts: Artifacts,
  deployer: Deployer,
  feed: { description: string; decimals: number; rounds: readonly Round[] },
): Deployment {
  const { abi, bytecode } = artifacts.contracts.HistoricalPriceFeed;
  const [first, ...rest] = chunks(feed.rounds, ROUNDS_PER_CHUNK);
  const nonce = deployer.take();
  const address = deployer.createdAt(nonce);
  const answersAndTimes = (rounds: readonly Round[]) => [rounds.map((round) => round.answer), rounds.map((round) => round.updatedAt)] as const;
  const transactions: PlannedTransaction[] = [
    { nonce, gas: CHUNK_GAS, data: encodeDeployData({ abi, bytecode, args: [feed.decimals, feed.description, ...answersAndTimes(first)] }) },
    ...rest.map((chunk) => ({
      nonce: deployer.take(),
      gas: CHUNK_GAS,
      to: address,
      data: encodeFunctionData({ abi, functionName: 'appendRounds', args: answersAndTimes(chunk) }),
    })),
  ];
  return { transactions, address };
}

/** Small calls: one storage write each. */
const ACCESS_GAS = 100_000n;

/**
 * The transactions that make an aggregator read like a real one behind its
 * proxy (AccessControlledOCR2Aggregator, smartcontractkit/libocr): only `reader`
 * (the proxy) or tx.origin may read it, and a missing round answers zeros.
 */
export function realisticAccessTransactions(artifacts: Artifacts, deployer: Deployer, aggregator: Address, reader: Address): PlannedTransaction[] {
  const { abi } = artifacts.contracts.HistoricalPriceFeed;
  const call = (data: `0x${string}`): PlannedTransaction => ({ nonce: deployer.take(), gas: ACCESS_GAS, to: aggregator, data });
  return [
    call(encodeFunctionData({ abi, functionName: 'addAccess', args: [reader] })),
    call(encodeFunctionData({ abi, functionName: 'enableAccessCheck' })),
    call(encodeFunctionData({ abi, functionName: 'answerMissingRoundsWithZeros' })),
  ];
}

/** A proxy whose phases 1…n are `aggregators`, the last one current. */
export function proxyDeployment(artifacts: Artifacts, deployer: Deployer, aggregators: readonly Address[]): Deployment {
  const { abi, bytecode } = artifacts.contracts.PhasedPriceFeedProxy;
  const nonce = deployer.take();
  return { transactions: [{ nonce, gas: PROXY_GAS, data: encodeDeployData({ abi, bytecode, args: [aggregators] }) }], address: deployer.createdAt(nonce) };
}
