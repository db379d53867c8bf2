/**
 * Seeds a fresh anvil: Multicall3 at its canonical address (anvil_setCode),
 * one HistoricalPriceFeed per priced token, the ERC-20s with every demo
 * balance minted in their constructors, and native balances. Every transaction
 * goes out in one JSON-RPC batch with explicit nonces, so contract addresses
 * are the same on every run whatever order anvil handles them in, and all are
 * mined in one block (automine would mine a few per arrival and strand the rest
 * behind a nonce gap).
 */
import { encodeDeployData, getAddress, getContractAddress, parseUnits, toHex, type Address, type Hash, type Hex } from 'viem';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../domain/types';
import { MULTICALL3_ADDRESS } from '../../chain/abis';
import type { Artifacts } from '../compile';
import { ERC20_TOKENS, NATIVE_TOKEN, type FeedSpec, type TokenSpec } from './catalog';
import { localIconUrl } from './icons';
import { HISTORY_DAYS, priceSeries } from './priceSeries';
import { rpc, rpcBatch, type RpcRequest } from './rpc';
import { DEMO_WALLETS, type DemoWallet } from './wallets';

const SECONDS_PER_DAY = 86_400;
const DEFAULT_FEED_DECIMALS = 8;
/** Generous fixed gas limits, so anvil need not estimate each transaction. */
const FEED_DEPLOY_GAS = 8_000_000n;
const TOKEN_DEPLOY_GAS = 4_000_000n;
const RECEIPT_TIMEOUT_MS = 20_000;
/** Anvil's default block gas limit, restored after seeding (eth_call's gas cap follows it). */
const BLOCK_GAS_LIMIT = 30_000_000n;
/** Room for every seeding transaction (~130 × ≤ 8M gas) in one block. */
const SEEDING_BLOCK_GAS_LIMIT = 2_000_000_000n;

export interface SeededChain {
  multicall3: Address;
  tokens: TokenInfo[];
  demoWallets: DemoWallet[];
}

interface PlannedFeed {
  symbol: string;
  spec: FeedSpec;
  address: Address;
}

/** USD → the feed's integer answer. */
export function toAnswer(priceUsd: number, decimals: number): bigint {
  return BigInt(Math.round(priceUsd * 10 ** decimals));
}

function feedDeployData(artifacts: Artifacts, symbol: string, spec: FeedSpec, now: number): Hex {
  const decimals = spec.feedDecimals ?? DEFAULT_FEED_DECIMALS;
  const closes = priceSeries({ label: symbol, ...spec });
  const answers = closes.map((close) => toAnswer(close, decimals));
  const timestamps = closes.map((_, index) => BigInt(now - (HISTORY_DAYS - index) * SECONDS_PER_DAY));
  const { abi, bytecode } = artifacts.contracts.HistoricalPriceFeed;
  return encodeDeployData({ abi, bytecode, args: [decimals, `${symbol} / USD`, answers, timestamps] });
}

function tokenDeployData(artifacts: Artifacts, token: TokenSpec): Hex {
  const holders: Address[] = [];
  const amounts: bigint[] = [];
  for (const wallet of DEMO_WALLETS) {
    const units = wallet.holdings[token.symbol];
    if (units === undefined) continue;
    holders.push(wallet.address);
    amounts.push(parseUnits(units, token.decimals));
  }
  const { abi, bytecode } = artifacts.contracts.DemoToken;
  return encodeDeployData({ abi, bytecode, args: [token.name, token.symbol, token.decimals, holders, amounts] });
}

function tokenInfo(chainId: number, spec: TokenSpec, address: Address, feeds: Map<string, PlannedFeed>): TokenInfo {
  const feedSymbol = typeof spec.feed === 'string' ? spec.feed : spec.feed ? spec.symbol : null;
  const priceFeed = feedSymbol ? feeds.get(feedSymbol)?.address : undefined;
  const logoURI = spec.logoURI ?? localIconUrl(spec.symbol);
  return {
    chainId,
    address,
    symbol: spec.symbol,
    name: spec.name,
    decimals: spec.decimals,
    ...(logoURI ? { logoURI } : {}),
    ...(spec.tags ? { tags: spec.tags } : {}),
    ...(priceFeed ? { extensions: { priceFeed } } : {}),
  };
}

async function waitForReceipts(rpcUrl: string, hashes: Hash[]): Promise<void> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  let pending = hashes;
  while (pending.length > 0) {
    const receipts = (await rpcBatch(rpcUrl, pending.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })))) as Array<{ status: Hex } | null>;
    const failed = receipts.findIndex((receipt) => receipt !== null && receipt.status !== '0x1');
    if (failed >= 0) throw new Error(`Seeding transaction ${pending[failed]} reverted`);
    pending = pending.filter((_, index) => receipts[index] === null);
    if (pending.length > 0 && Date.now() > deadline) throw new Error(`${pending.length} seeding transactions were not mined in time`);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function seedChain(rpcUrl: string, chainId: number, artifacts: Artifacts): Promise<SeededChain> {
  const [deployer] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  const firstNonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [deployer, 'latest']));
  const latest = await rpc<{ timestamp: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const now = Number(latest.timestamp);

  const priced = [NATIVE_TOKEN, ...ERC20_TOKENS].filter((spec): spec is TokenSpec & { feed: FeedSpec } => typeof spec.feed === 'object' && spec.feed !== null);
  let nonce = firstNonce;
  const nextAddress = (): Address => getContractAddress({ from: deployer, nonce: BigInt(nonce++) });
  const feeds = new Map(priced.map((spec): [string, PlannedFeed] => [spec.symbol, { symbol: spec.symbol, spec: spec.feed, address: nextAddress() }]));
  const tokenAddresses = ERC20_TOKENS.map(() => nextAddress());

  const deploys: Array<{ data: Hex; gas: bigint }> = [
    ...[...feeds.values()].map((feed) => ({ data: feedDeployData(artifacts, feed.symbol, feed.spec, now), gas: FEED_DEPLOY_GAS })),
    ...ERC20_TOKENS.map((token) => ({ data: tokenDeployData(artifacts, token), gas: TOKEN_DEPLOY_GAS })),
  ];
  const requests: RpcRequest[] = [
    { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, artifacts.contracts.Multicall3.deployedBytecode] },
    ...DEMO_WALLETS.map((wallet) => ({ method: 'anvil_setBalance', params: [wallet.address, toHex(parseUnits(wallet.holdings.ETH ?? '0', 18))] })),
    ...deploys.map((deploy, index) => ({
      method: 'eth_sendTransaction',
      params: [{ from: deployer, data: deploy.data, gas: toHex(deploy.gas), nonce: toHex(firstNonce + index) }],
    })),
  ];
  await rpcBatch(rpcUrl, [
    { method: 'evm_setAutomine', params: [false] },
    { method: 'evm_setBlockGasLimit', params: [toHex(SEEDING_BLOCK_GAS_LIMIT)] },
  ]);
  const results = await rpcBatch(rpcUrl, requests);
  await rpcBatch(rpcUrl, [{ method: 'evm_mine', params: [] }]);
  await rpcBatch(rpcUrl, [
    { method: 'evm_setBlockGasLimit', params: [toHex(BLOCK_GAS_LIMIT)] },
    { method: 'evm_setAutomine', params: [true] },
  ]);
  await waitForReceipts(rpcUrl, results.slice(requests.length - deploys.length) as Hash[]);

  const tokens = [
    tokenInfo(chainId, NATIVE_TOKEN, NATIVE_TOKEN_ADDRESS, feeds),
    ...ERC20_TOKENS.map((spec, index) => tokenInfo(chainId, spec, getAddress(tokenAddresses[index]), feeds)),
  ];
  const demoWallets = DEMO_WALLETS.map(({ label, profile, address, description }) => ({ label, profile, address: getAddress(address), description }));
  return { multicall3: MULTICALL3_ADDRESS, tokens, demoWallets };
}
