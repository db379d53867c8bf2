/**
 * One Compound v3 scenario, run against whatever Comet `deploy` puts on a fresh anvil: a supplier,
 * a lender and a borrower with two collateral assets, thirty days of interest, an accrual, then the
 * two collateral prices moved together to just above and just below the liquidation price
 * domain/loanMath.ts states. Every answer is read at fixed timestamps, so two runs of the same
 * Comet agree to the unit. The answers of Compound's own Comet were recorded once
 * (fixtures/cometAnswers.json, docs/positions.md "Compound v3"); cometStandIn.test.ts compares the
 * local chains' stand-in with them.
 */
import {
  decodeFunctionResult,
  type Abi,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  parseAbi,
  parseUnits,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { rpc } from '../../../demo/anvilRpc';
import type { Artifacts } from '../../../demo/compile';
import { waitForReceipts } from '../../../demo/seed/blocks';
import { maxFall } from '../../../src/domain/loanMath';

export const START = 1_800_000_000;
const DAY = 86_400;
const EPSILON = 0.0001;
/** Comet's price feeds answer with 8 decimals. */
const PRICE_DECIMALS = 8;

export const ACCOUNTS = {
  lender: getAddress('0x00000000000000000000000000000000000c0001'),
  supplier: getAddress('0x00000000000000000000000000000000000c0002'),
  borrower: getAddress('0x00000000000000000000000000000000000c0003'),
} as const;

/** Compound's mainnet cUSDCv3 configuration (deployments/mainnet/usdc/configuration.json): rates and factors, at 1e18. */
export const SCENARIO = {
  base: { symbol: 'USDC', decimals: 6, price: 1 },
  collateral: [
    { symbol: 'WETH', decimals: 18, price: 3400, borrowCollateralFactor: 0.825, liquidateCollateralFactor: 0.895, liquidationFactor: 0.95, supplied: '10' },
    { symbol: 'WBTC', decimals: 8, price: 97000, borrowCollateralFactor: 0.7, liquidateCollateralFactor: 0.77, liquidationFactor: 0.95, supplied: '0.1' },
  ],
  rates: {
    supplyKink: 0.8,
    supplySlopeLow: 0.0325,
    supplySlopeHigh: 0.4,
    supplyBase: 0,
    borrowKink: 0.8,
    borrowSlopeLow: 0.035,
    borrowSlopeHigh: 0.25,
    borrowBase: 0.015,
  },
  lent: '1000000',
  supplied: '25000',
  borrowed: '20000',
} as const;

export const factor = (value: number): bigint => parseUnits(String(value), 18);

export interface ScenarioTokens {
  base: Address;
  baseFeed: Address;
  collateral: { asset: Address; feed: Address; decimals: number }[];
}

export interface ScenarioContext {
  rpcUrl: string;
  deployer: Address;
  tokens: ScenarioTokens;
  /** Sends a contract creation from the deployer at the next timestamp; resolves with its address. */
  create: (data: Hex) => Promise<Address>;
  /** Sends a transaction from the deployer at the next timestamp. */
  send: (to: Address, data: Hex) => Promise<void>;
}

export interface ScenarioAnswers {
  /** Snapshot name → reading name → the answer as a decimal string (booleans as "true"/"false"). */
  snapshots: Record<string, Record<string, string>>;
}

const cometReads = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function borrowBalanceOf(address) view returns (uint256)',
  'function collateralBalanceOf(address, address) view returns (uint128)',
  'function getUtilization() view returns (uint256)',
  'function getSupplyRate(uint256) view returns (uint64)',
  'function getBorrowRate(uint256) view returns (uint64)',
  'function totalSupply() view returns (uint256)',
  'function totalBorrow() view returns (uint256)',
  'function isLiquidatable(address) view returns (bool)',
  'function isBorrowCollateralized(address) view returns (bool)',
  'function getPrice(address) view returns (uint256)',
  'function userBasic(address) view returns (int104 principal, uint64 baseTrackingIndex, uint64 baseTrackingAccrued, uint16 assetsIn, uint8 _reserved)',
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
  'function initializeStorage()',
]);
const erc20 = parseAbi(['function approve(address, uint256) returns (bool)']);
const feedAbi = parseAbi(['function appendRounds(int192[] answers, uint64[] timestamps)']);

let clock = START;

async function at<T>(rpcUrl: string, timestamp: number, work: () => Promise<T>): Promise<T> {
  clock = timestamp;
  await rpc(rpcUrl, 'evm_setNextBlockTimestamp', [toHex(timestamp)]);
  return work();
}

async function sendFrom(rpcUrl: string, from: Address, to: Address | undefined, data: Hex): Promise<Hash> {
  const hash = await rpc<Hash>(rpcUrl, 'eth_sendTransaction', [{ from, data, gas: toHex(15_000_000n), ...(to ? { to } : {}) }]);
  await waitForReceipts(rpcUrl, [hash]);
  return hash;
}

/** The next second on the scenario's clock. */
const tick = (): number => clock + 1;

async function read(rpcUrl: string, comet: Address, functionName: (typeof cometReads)[number]['name'], args: readonly unknown[] = []): Promise<unknown> {
  // Widened: each reading's arguments are checked by the contract, not by this generic reader's types.
  const abi: Abi = cometReads;
  const data = encodeFunctionData({ abi, functionName, args });
  // At the latest block by number: its own timestamp, not the wall clock's, so every run reads the same.
  const block = await rpc<Hex>(rpcUrl, 'eth_blockNumber');
  const answer = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: comet, data }, block]);
  return decodeFunctionResult({ abi, functionName, data: answer });
}

async function snapshot(rpcUrl: string, comet: Address, tokens: ScenarioTokens): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const put = async (name: string, functionName: (typeof cometReads)[number]['name'], args: readonly unknown[] = []) => {
    const value = await read(rpcUrl, comet, functionName, args);
    out[name] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  };
  for (const [role, account] of Object.entries(ACCOUNTS)) {
    await put(`balanceOf(${role})`, 'balanceOf', [account]);
    await put(`borrowBalanceOf(${role})`, 'borrowBalanceOf', [account]);
  }
  for (const [index, { asset }] of tokens.collateral.entries())
    await put(`collateralBalanceOf(borrower, ${SCENARIO.collateral[index].symbol})`, 'collateralBalanceOf', [ACCOUNTS.borrower, asset]);
  await put('getUtilization', 'getUtilization');
  const utilization = BigInt(out.getUtilization);
  await put('getSupplyRate', 'getSupplyRate', [utilization]);
  await put('getBorrowRate', 'getBorrowRate', [utilization]);
  await put('totalSupply', 'totalSupply');
  await put('totalBorrow', 'totalBorrow');
  await put('isLiquidatable(borrower)', 'isLiquidatable', [ACCOUNTS.borrower]);
  await put('isBorrowCollateralized(borrower)', 'isBorrowCollateralized', [ACCOUNTS.borrower]);
  await put('userBasic(borrower)', 'userBasic', [ACCOUNTS.borrower]);
  await put(`getPrice(${SCENARIO.base.symbol})`, 'getPrice', [tokens.baseFeed]);
  for (const [index, { feed }] of tokens.collateral.entries()) await put(`getPrice(${SCENARIO.collateral[index].symbol})`, 'getPrice', [feed]);
  return out;
}

/** Deploys the scenario's tokens (DemoToken, every balance minted to its account) and feeds (HistoricalPriceFeed, 8 decimals). */
export async function deployScenarioTokens(rpcUrl: string, artifacts: Artifacts, create: (data: Hex) => Promise<Address>): Promise<ScenarioTokens> {
  const { DemoToken: token, HistoricalPriceFeed: feed } = artifacts.contracts;
  const deployToken = (symbol: string, decimals: number, holders: Address[], amounts: string[]) =>
    create(
      encodeDeployData({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [symbol, symbol, decimals, holders, amounts.map((units) => parseUnits(units, decimals))],
      }),
    );
  const deployFeed = (symbol: string, price: number) =>
    create(
      encodeDeployData({
        abi: feed.abi,
        bytecode: feed.bytecode,
        args: [PRICE_DECIMALS, `${symbol} / USD`, [parseUnits(String(price), PRICE_DECIMALS)], [BigInt(START - DAY)]],
      }),
    );
  const { base } = SCENARIO;
  const baseToken = await deployToken(base.symbol, base.decimals, [ACCOUNTS.lender, ACCOUNTS.supplier], [SCENARIO.lent, String(Number(SCENARIO.supplied) + 1)]);
  const baseFeed = await deployFeed(base.symbol, base.price);
  const collateral = [];
  for (const spec of SCENARIO.collateral) {
    const asset = await deployToken(spec.symbol, spec.decimals, [ACCOUNTS.borrower], [spec.supplied]);
    collateral.push({ asset, feed: await deployFeed(spec.symbol, spec.price), decimals: spec.decimals });
  }
  return { base: baseToken, baseFeed, collateral };
}

/** The context a Comet is deployed in: a fresh anvil at START, its tokens and feeds deployed. */
export async function scenarioContext(rpcUrl: string, artifacts: Artifacts): Promise<ScenarioContext> {
  const [deployer] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
  clock = START - DAY;
  const create = async (data: Hex): Promise<Address> =>
    at(rpcUrl, tick(), async () => {
      const hash = await sendFrom(rpcUrl, deployer, undefined, data);
      const receipt = await rpc<{ contractAddress: Address }>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
      return getAddress(receipt.contractAddress);
    });
  const send = async (to: Address, data: Hex) => {
    await at(rpcUrl, tick(), () => sendFrom(rpcUrl, deployer, to, data));
  };
  const tokens = await deployScenarioTokens(rpcUrl, artifacts, create);
  return { rpcUrl, deployer, tokens, create, send };
}

/**
 * Runs the scenario on the Comet at `comet` and returns every answer read; `alsoRead` adds readings
 * to each snapshot (the recording adds the real Comet's absorb, which the stand-in does not have).
 */
export async function runScenario(context: ScenarioContext, comet: Address, alsoRead?: () => Promise<Record<string, string>>): Promise<ScenarioAnswers> {
  const { rpcUrl, tokens } = context;
  for (const account of Object.values(ACCOUNTS)) {
    await rpc(rpcUrl, 'anvil_impersonateAccount', [account]);
    await rpc(rpcUrl, 'anvil_setBalance', [account, toHex(10n ** 20n)]);
  }
  const as = (account: Address, to: Address, data: Hex) => at(rpcUrl, tick(), () => sendFrom(rpcUrl, account, to, data));
  const approve = (account: Address, token: Address) =>
    as(account, token, encodeFunctionData({ abi: erc20, functionName: 'approve', args: [comet, 2n ** 255n] }));
  const supply = (account: Address, asset: Address, amount: bigint) =>
    as(account, comet, encodeFunctionData({ abi: cometReads, functionName: 'supply', args: [asset, amount] }));
  const baseUnits = (units: string) => parseUnits(units, SCENARIO.base.decimals);

  // Interest runs from initializeStorage (Comet's proxy calls it after deploying): the same second for every Comet.
  clock = START - 60;
  await context.send(comet, encodeFunctionData({ abi: cometReads, functionName: 'initializeStorage' }));
  clock = START;
  await approve(ACCOUNTS.lender, tokens.base);
  await supply(ACCOUNTS.lender, tokens.base, baseUnits(SCENARIO.lent));
  await approve(ACCOUNTS.supplier, tokens.base);
  await supply(ACCOUNTS.supplier, tokens.base, baseUnits(SCENARIO.supplied));
  for (const [index, { asset, decimals }] of tokens.collateral.entries()) {
    await approve(ACCOUNTS.borrower, asset);
    await supply(ACCOUNTS.borrower, asset, parseUnits(SCENARIO.collateral[index].supplied, decimals));
  }
  await as(ACCOUNTS.borrower, comet, encodeFunctionData({ abi: cometReads, functionName: 'withdraw', args: [tokens.base, baseUnits(SCENARIO.borrowed)] }));
  const snapshots: Record<string, Record<string, string>> = { opened: await snapshot(rpcUrl, comet, tokens) };

  await at(rpcUrl, START + 30 * DAY, () => rpc(rpcUrl, 'evm_mine'));
  snapshots.after30Days = await snapshot(rpcUrl, comet, tokens);
  // A supply accrues the interest into the stored indices, which isLiquidatable reads.
  clock = START + 30 * DAY + 60;
  await supply(ACCOUNTS.supplier, tokens.base, baseUnits('1'));
  const accrued = await snapshot(rpcUrl, comet, tokens);
  snapshots.accrued = accrued;

  // The fall maxFall states, from the borrower's balances and Comet's own prices and factors.
  const valueOf = (index: number) => {
    const spec = SCENARIO.collateral[index];
    const units = Number(BigInt(accrued[`collateralBalanceOf(borrower, ${spec.symbol})`])) / 10 ** spec.decimals;
    return (units * Number(BigInt(accrued[`getPrice(${spec.symbol})`]))) / 10 ** PRICE_DECIMALS;
  };
  const debtUsd = (Number(BigInt(accrued['borrowBalanceOf(borrower)'])) / 10 ** SCENARIO.base.decimals) * SCENARIO.base.price;
  const fall = maxFall({
    collateral: SCENARIO.collateral.map((spec, index) => ({ valueUsd: valueOf(index), stable: false, liquidationThreshold: spec.liquidateCollateralFactor })),
    debts: [{ valueUsd: debtUsd, stable: true }],
  });
  if (fall === null) throw new Error('the scenario’s loan cannot be liquidated by a fall');
  for (const [name, moved] of [
    ['justAboveLiquidation', 1 + EPSILON],
    ['justBelowLiquidation', 1 - EPSILON],
  ] as const) {
    for (const [index, { feed }] of tokens.collateral.entries()) {
      const price = BigInt(Math.round(SCENARIO.collateral[index].price * (1 - fall) * moved * 10 ** PRICE_DECIMALS));
      await context.send(feed, encodeFunctionData({ abi: feedAbi, functionName: 'appendRounds', args: [[price], [BigInt(tick())]] }));
    }
    snapshots[name] = { ...(await snapshot(rpcUrl, comet, tokens)), ...(alsoRead ? await alsoRead() : {}) };
  }
  return { snapshots };
}
