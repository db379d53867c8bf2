/**
 * Chainlink's own feed contracts on an anvil chain whose clock the test moves:
 * EACAggregatorProxy and the Flux AccessControlledAggregator of
 * smartcontractkit/chainlink `contracts/src/v0.6`, as Chainlink published them
 * compiled (ABI and bytecode) in the npm package @chainlink/abi (MIT; solc
 * 0.6.6, which the bytecode's metadata says and upstreamArtifact checks).
 * Every round is a real `submit` by oracle accounts, mined in a block at the
 * round's time, so `startedAt` / `updatedAt` are block timestamps, a timed-out
 * round is the contract's own doing, and a phase change is a real
 * `proposeAggregator` / `confirmAggregator`. Multicall3 is mainnet's runtime code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFunctionResult, encodeDeployData, encodeFunctionData, formatUnits, getAddress, toHex, type Abi, type Address, type Hash, type Hex } from 'viem';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { spawnAnvil, type AnvilProcess } from '../../demo/anvilProcess';
import { rpc, rpcBatch } from '../../demo/anvilRpc';
import { mainnetMulticall3Code } from '../../demo/multicall3Code';

export type UpstreamContract = 'AccessControlledAggregator' | 'EACAggregatorProxy';

/** The CBOR tail solc appends to runtime code: "solc" then the version, 0.6.6 (the contracts' `pragma solidity 0.6.6`). */
const SOLC_0_6_6_METADATA_TAIL = '64736f6c63430006060033';
const PACKAGE_DIR = path.resolve(__dirname, '../../../node_modules/@chainlink/abi/v0.6');

export function upstreamArtifact(name: UpstreamContract): { abi: Abi; bytecode: Hex } {
  const artifact = JSON.parse(readFileSync(path.join(PACKAGE_DIR, `${name}.json`), 'utf8')) as { abi: Abi; bytecode: Hex; deployedBytecode: Hex };
  if (!artifact.deployedBytecode.endsWith(SOLC_0_6_6_METADATA_TAIL)) throw new Error(`@chainlink/abi's ${name} was not compiled by solc 0.6.6`);
  return { abi: artifact.abi, bytecode: artifact.bytecode };
}

/** Enough for the largest deployment, libocr's OCR1 aggregator (23.7 KB of runtime code). */
const GAS_PER_TRANSACTION = toHex(12_000_000n);
/** FluxAggregator's bounds on a submission; wide enough for any price with 8 decimals. */
const MIN_SUBMISSION = 1n;
const MAX_SUBMISSION = 10n ** 30n;
/** Stands in for the LINK token: with a payment of 0 the aggregator never calls it. */
const NO_LINK: Address = '0x000000000000000000000000000000000000dEaD';

export interface Transaction {
  from: Address;
  to?: Address;
  data: Hex;
}

/**
 * An anvil chain that mines only when told, each block at the time given. Its
 * first block is at `startSeconds`; blocks must go forward in time.
 */
export class ClockChain {
  private readonly blocks: Array<{ number: bigint; timestamp: number }> = [];

  private constructor(
    private readonly anvil: AnvilProcess,
    readonly deployer: Address,
  ) {}

  static async start(startSeconds: number): Promise<ClockChain> {
    const anvil = await spawnAnvil({ chainId: 1, extraArgs: ['--timestamp', String(startSeconds), '--no-mining', '--gas-limit', '60000000'] });
    const [deployer] = await rpc<Address[]>(anvil.rpcUrl, 'eth_accounts');
    await rpc(anvil.rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, mainnetMulticall3Code()]);
    return new ClockChain(anvil, getAddress(deployer));
  }

  get rpcUrl(): string {
    return this.anvil.rpcUrl;
  }

  readonly multicall3 = MULTICALL3_ADDRESS;

  stop(): Promise<void> {
    return this.anvil.stop();
  }

  /** Accounts the test sends from (oracles), funded and unlocked. */
  async accounts(count: number): Promise<Address[]> {
    const accounts = Array.from({ length: count }, (_, index) => getAddress(`0x${(0xa11ce00 + index).toString(16).padStart(40, '0')}`));
    await rpcBatch(
      this.rpcUrl,
      accounts.flatMap((account) => [
        { method: 'anvil_impersonateAccount', params: [account] },
        { method: 'anvil_setBalance', params: [account, toHex(10n ** 21n)] },
      ]),
    );
    return accounts;
  }

  /** Mines `transactions` in one block at `at` (Unix seconds); every one must succeed. Returns contracts created, in order. */
  async mine(at: number, transactions: readonly Transaction[]): Promise<Address[]> {
    const hashes = (await rpcBatch(
      this.rpcUrl,
      transactions.map((tx) => ({ method: 'eth_sendTransaction', params: [{ ...tx, gas: GAS_PER_TRANSACTION }] })),
    )) as Hash[];
    await rpc(this.rpcUrl, 'evm_mine', [at]);
    const receipts = (await rpcBatch(
      this.rpcUrl,
      hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as Array<{ status: Hex; blockNumber: Hex; contractAddress: Address | null } | null>;
    const created: Address[] = [];
    receipts.forEach((receipt, index) => {
      if (!receipt || receipt.status !== '0x1') throw new Error(`Transaction ${index} of the block at ${at} failed: ${JSON.stringify(receipt)}`);
      if (receipt.contractAddress) created.push(getAddress(receipt.contractAddress));
    });
    const block = await rpc<{ number: Hex; timestamp: Hex }>(this.rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
    this.blocks.push({ number: BigInt(block.number), timestamp: Number(BigInt(block.timestamp)) });
    return created;
  }

  /** The newest block mined before `time` (what a reader saw at that moment), or undefined. */
  blockBefore(time: number): bigint | undefined {
    return this.blocks.filter((block) => block.timestamp < time).at(-1)?.number;
  }

  get lastTimestamp(): number {
    return this.blocks.at(-1)?.timestamp ?? 0;
  }

  /** A view call at a block (latest by default); the raw result, or null when it reverts. */
  async call(to: Address, data: Hex, block?: bigint): Promise<Hex | null> {
    try {
      return await rpc<Hex>(this.rpcUrl, 'eth_call', [{ to, data }, block === undefined ? 'latest' : toHex(block)]);
    } catch {
      return null;
    }
  }
}

const aggregatorAbi = () => upstreamArtifact('AccessControlledAggregator').abi;
const proxyAbi = () => upstreamArtifact('EACAggregatorProxy').abi;

/**
 * An AccessControlledAggregator (Flux) with `oracles` (each its own admin), no
 * payment, and every round needing `submissionsPerRound` of them; its read
 * access check is on (its constructor's default), with no reader listed yet.
 */
export function fluxAggregatorDeploy(chain: ClockChain, opts: { decimals: number; description: string; timeoutSeconds: number }): Transaction {
  const { abi, bytecode } = upstreamArtifact('AccessControlledAggregator');
  const args = [
    NO_LINK,
    0n,
    opts.timeoutSeconds,
    '0x0000000000000000000000000000000000000000',
    MIN_SUBMISSION,
    MAX_SUBMISSION,
    opts.decimals,
    opts.description,
  ] as const;
  return { from: chain.deployer, data: encodeDeployData({ abi, bytecode, args }) };
}

export function changeOracles(chain: ClockChain, aggregator: Address, oracles: readonly Address[], submissionsPerRound: number): Transaction {
  const data = encodeFunctionData({
    abi: aggregatorAbi(),
    functionName: 'changeOracles',
    args: [[], oracles, oracles, submissionsPerRound, submissionsPerRound, 0],
  });
  return { from: chain.deployer, to: aggregator, data };
}

export function addAccess(chain: ClockChain, aggregator: Address, reader: Address): Transaction {
  return { from: chain.deployer, to: aggregator, data: encodeFunctionData({ abi: aggregatorAbi(), functionName: 'addAccess', args: [reader] }) };
}

export function proxyDeploy(chain: ClockChain, aggregator: Address): Transaction {
  const { abi, bytecode } = upstreamArtifact('EACAggregatorProxy');
  return { from: chain.deployer, data: encodeDeployData({ abi, bytecode, args: [aggregator, '0x0000000000000000000000000000000000000000'] }) };
}

export function proposeAggregator(chain: ClockChain, proxy: Address, aggregator: Address): Transaction {
  return { from: chain.deployer, to: proxy, data: encodeFunctionData({ abi: proxyAbi(), functionName: 'proposeAggregator', args: [aggregator] }) };
}

export function confirmAggregator(chain: ClockChain, proxy: Address, aggregator: Address): Transaction {
  return { from: chain.deployer, to: proxy, data: encodeFunctionData({ abi: proxyAbi(), functionName: 'confirmAggregator', args: [aggregator] }) };
}

/** One oracle's submission for a round. */
export function submit(oracle: Address, aggregator: Address, round: number, answer: bigint): Transaction {
  return { from: oracle, to: aggregator, data: encodeFunctionData({ abi: aggregatorAbi(), functionName: 'submit', args: [BigInt(round), answer] }) };
}

/**
 * A Flux feed behind an EACAggregatorProxy, as mainnet's first feeds were:
 * deployed, its oracles set, the proxy listed as its only reader.
 */
export async function deployFluxFeed(
  chain: ClockChain,
  at: number,
  opts: { decimals: number; description: string; oracles: readonly Address[]; submissionsPerRound: number; timeoutSeconds: number },
): Promise<{ proxy: Address; aggregator: Address }> {
  const [aggregator] = await chain.mine(at, [fluxAggregatorDeploy(chain, opts)]);
  const [proxy] = await chain.mine(at + 1, [proxyDeploy(chain, aggregator), changeOracles(chain, aggregator, opts.oracles, opts.submissionsPerRound)]);
  await chain.mine(at + 2, [addAccess(chain, aggregator, proxy)]);
  return { proxy, aggregator };
}

/** A second aggregator for the same feed (the next phase), live and readable by the proxy, not yet proposed. */
export async function deployNextAggregator(
  chain: ClockChain,
  at: number,
  proxy: Address,
  opts: { decimals: number; description: string; oracles: readonly Address[]; submissionsPerRound: number; timeoutSeconds: number },
): Promise<Address> {
  const [aggregator] = await chain.mine(at, [fluxAggregatorDeploy(chain, opts)]);
  await chain.mine(at + 1, [changeOracles(chain, aggregator, opts.oracles, opts.submissionsPerRound), addAccess(chain, aggregator, proxy)]);
  return aggregator;
}

/**
 * What the proxy's latestRoundData answered in the newest block before `time`: the price a reader of
 * the feed got then; null when it served none (a revert, as Flux's "No data present", or a round with
 * updatedAt 0, as an OCR2 aggregator with no transmission answers).
 */
export async function servedAt(chain: ClockChain, proxy: Address, time: number): Promise<bigint | null> {
  const block = chain.blockBefore(time);
  if (block === undefined) return null;
  const data = await chain.call(proxy, encodeFunctionData({ abi: proxyAbi(), functionName: 'latestRoundData' }), block);
  if (data === null) return null;
  const [, answer, , updatedAt] = decodeFunctionResult({ abi: proxyAbi(), functionName: 'latestRoundData', data }) as readonly [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  return updatedAt === 0n ? null : answer;
}

const DAY = 86_400;

/** The closes a reader of the proxy saw: for each day of the window, what latestRoundData answered just before the day's end; today, now. */
export async function servedCloses(chain: ClockChain, proxy: Address, decimals: number, nowSeconds: number, days: number): Promise<number[]> {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const closes: number[] = [];
  for (let day = today - (days - 1) * DAY; day <= today; day += DAY) {
    const answer = await servedAt(chain, proxy, day === today ? nowSeconds + 1 : day + DAY);
    if (answer !== null) closes.push(Number(formatUnits(answer, decimals)));
  }
  return closes;
}
