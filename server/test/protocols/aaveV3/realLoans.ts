/**
 * Generated Aave loans on Aave's own code (the local chain's Pool, AaveOracle and Chainlink feeds), each read as the
 * service reads it and advised by the engine, then checked against the Pool (issue 37):
 * - the stated fall or rise: 0.5 % short of it a real liquidationCall reverts (health not below 1), 0.5 % past it
 *   the same call succeeds;
 * - the stated fix (its withdrawals and repayments), carried out on the Pool, reaches the health factor it states.
 * The engine is handed prices 8 % off Aave's, as a stale price cache would be: what it states must not depend on them.
 * Each loan opens on a snapshot and is reverted, so a run leaves the chain as it found it.
 */
import { encodeAbiParameters, encodeFunctionData, erc20Abi, formatUnits, keccak256, parseUnits, toHex, type Address, type Hex } from 'viem';
import { aggregatorV3Abi } from '../../../src/chains/abis';
import { rpc } from '../../../demo/anvilRpc';
import { aaveArtifact } from '../../../demo/aave/aaveArtifacts';
import { uniformGenerator } from '../../../demo/seed/prng';
import type { LocalChainHandle } from '../../../demo/localChains';
import type { TokenInfo } from '../../../src/domain/types';
import { recommend, type EngineAsset, type EngineLoan } from '../../../src/engine';
import { aaveV3 } from '../../../src/protocols/aaveV3';
import { AAVE_ON_ETHEREUM } from '../../../src/protocols/aaveV3/deployments';
import { createPositionsReader } from '../../../src/protocols/walletPositions';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { flat, history } from '../../engine/fixtures';
import { viemReader } from '../../support/viemClient';
import { revertOf, sendAs, setFeedAnswer } from '../../support/lendingChain';

const POOL = AAVE_ON_ETHEREUM.pools[0].address;
const poolAbi = aaveArtifact('Pool').abi;
const WHALE: Address = '0x4444444444444444444444444444444444444444';
/** Aave's Errors.HEALTH_FACTOR_NOT_BELOW_THRESHOLD: liquidationCall on a healthy loan. */
const HEALTHY_LOAN = '45';
const MARGIN = 0.005;
/** What the engine is handed instead of Aave's prices: 8 % off, as a stale cache. */
const STALE = 1.08;
const COLLATERAL = ['WETH', 'WBTC', 'LINK', 'USDC', 'DAI'] as const;
const DEBTS = ['USDC', 'WETH'] as const;

export interface RealLoanResult {
  label: string;
  /** Whether the reader gave the loan's parts at the oracle's prices (else the engine fell back to the answer's). */
  withParts: boolean;
  /** Each move the answer states (maxFall, maxRise), as carried out on Aave's feeds. */
  moves: StatedMove[];
  /** The fix, when the loan is under 1.5: the health factor it states, and the one the Pool reports once it is done. */
  fix: { stated: number; reached: number; steps: string } | null;
}

export interface StatedMove {
  direction: 'fall' | 'rise';
  fraction: number;
  /** Aave's health factor with the prices moved exactly as stated. */
  healthAt: number;
  /** 0.5 % short of the stated move: liquidationCall refused as healthy. */
  refusedShort: boolean;
  /** 0.5 % past it: liquidationCall succeeded. */
  liquidatedPast: boolean;
}

interface Feed {
  proxy: Address;
  decimals: number;
  answer: bigint;
}

const poolCall = (functionName: string, args: readonly unknown[]): Hex => encodeFunctionData({ abi: poolAbi, functionName, args });

export async function checkRealLoans(chain: LocalChainHandle, count: number, seed = 37): Promise<RealLoanResult[]> {
  const { rpcUrl, tokens, multicall3 } = chain;
  const reader = viemReader(rpcUrl, 1);
  const tokenNamed = (symbol: string): TokenInfo => {
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`no ${symbol} on the local chain`);
    return token;
  };
  const isStable = (token: TokenInfo) => token.tags?.includes('stablecoin') ?? false;
  const feeds = new Map<string, Feed>();
  for (const symbol of new Set<string>([...COLLATERAL, ...DEBTS])) {
    const proxy = tokenNamed(symbol).extensions?.priceFeed;
    if (!proxy) throw new Error(`${symbol} has no feed`);
    const [[, answer], decimals] = await Promise.all([
      reader.readContract({ address: proxy, abi: aggregatorV3Abi, functionName: 'latestRoundData' }),
      reader.readContract({ address: proxy, abi: aggregatorV3Abi, functionName: 'decimals' }),
    ]);
    feeds.set(symbol, { proxy, decimals, answer });
  }
  const price = (symbol: string) => {
    const feed = feeds.get(symbol);
    if (!feed) throw new Error(symbol);
    return Number(formatUnits(feed.answer, feed.decimals));
  };
  // The reader names a reserve by the registry's token (WETH's is ETH): its feed is the same.
  const priceAt = (token: TokenInfo) => {
    const symbol = [...feeds.keys()].find((candidate) => feeds.get(candidate)?.proxy === token.extensions?.priceFeed);
    if (!symbol) throw new Error(`no feed read for ${token.symbol}`);
    return price(symbol);
  };
  const configuration = async (token: TokenInfo) => {
    const data = (await reader.readContract({ address: POOL, abi: poolAbi, functionName: 'getConfiguration', args: [token.address] })) as { data: bigint };
    return { ltv: Number(data.data & 0xffffn) / 10_000, threshold: Number((data.data >> 16n) & 0xffffn) / 10_000 };
  };
  const risk = new Map(await Promise.all(COLLATERAL.map(async (symbol) => [symbol, await configuration(tokenNamed(symbol))] as const)));

  // The whale funds every loan and liquidates: $10M of each token written into its balance (the demo tokens are
  // OpenZeppelin ERC20s, whose balances mapping is slot 0; checked by balanceOf), every token approved to the Pool.
  const usdc = tokenNamed('USDC');
  for (const symbol of new Set<string>([...COLLATERAL, ...DEBTS])) {
    const token = tokenNamed(symbol);
    const amount = parseUnits(String(Math.round(10_000_000 / price(symbol))), token.decimals);
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [WHALE, 0n]));
    await rpc(rpcUrl, 'anvil_setStorageAt', [token.address, slot, toHex(amount, { size: 32 })]);
    const balance = await reader.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [WHALE] });
    if (balance !== amount) throw new Error(`${symbol}'s balances are not at slot 0`);
    await sendAs(rpcUrl, WHALE, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [POOL, 2n ** 255n] }));
  }

  const client = createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: 10_000, retryCount: 0 });
  const positions = createPositionsReader(client, { chainId: 1, tokens, multicall3, sharedTtlMs: 60_000, protocols: [aaveV3] });
  const random = uniformGenerator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const results: RealLoanResult[] = [];

  for (let index = 0; index < count; index++) {
    const borrower: Address = `0x${(0xb0770000 + index).toString(16).padStart(40, '0')}`;
    // One or two collateral assets; a debt of USDC or WETH; a loan some move can liquidate.
    const first = pick(COLLATERAL);
    const second = random() < 0.5 ? pick(COLLATERAL.filter((symbol) => symbol !== first)) : null;
    const collateral = second ? [first, second] : [first];
    let debtSymbol: string = pick(DEBTS);
    const allStable = collateral.every((symbol) => isStable(tokenNamed(symbol)));
    if (allStable) debtSymbol = 'WETH';
    if (collateral.length === 1 && collateral[0] === 'WETH' && debtSymbol === 'WETH') debtSymbol = 'USDC';
    const values = collateral.map(() => 1_000 + Math.round(random() * 4_000));
    const targetHealth = 1.05 + random() * 0.6;
    const keepBorrowed = random() < 0.5;

    const snapshot = await rpc<Hex>(rpcUrl, 'evm_snapshot');
    try {
      for (const [at, symbol] of collateral.entries()) {
        const token = tokenNamed(symbol);
        const units = parseUnits((values[at] / price(symbol)).toFixed(token.decimals > 8 ? 8 : token.decimals), token.decimals);
        await sendAs(rpcUrl, WHALE, POOL, poolCall('supply', [token.address, units, borrower, 0]));
      }
      const weighted = collateral.reduce((sum, symbol, at) => sum + values[at] * (risk.get(symbol)?.threshold ?? 0), 0);
      const borrowable = collateral.reduce((sum, symbol, at) => sum + values[at] * (risk.get(symbol)?.ltv ?? 0), 0);
      const debtUsd = Math.min(weighted / targetHealth, borrowable * 0.995);
      const debtToken = tokenNamed(debtSymbol);
      const borrowed = parseUnits((debtUsd / price(debtSymbol)).toFixed(6), debtToken.decimals);
      await sendAs(rpcUrl, borrower, POOL, poolCall('borrow', [debtToken.address, borrowed, 2n, 0, borrower]));
      if (!keepBorrowed)
        await sendAs(rpcUrl, borrower, debtToken.address, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [WHALE, borrowed] }));
      const opened = await rpc<Hex>(rpcUrl, 'evm_snapshot');

      // As the service reads it, and advised with prices off Aave's.
      const read = await positions.read(borrower);
      const [loan] = read.loans;
      const stale = (token: TokenInfo, amount: number, position?: EngineAsset['position']): EngineAsset => ({
        token,
        amount,
        prices: history(flat().map((close) => (isStable(token) ? close : close * priceAt(token) * STALE))),
        ...(position ? { position } : {}),
      });
      const holdings: EngineAsset[] = read.holdings.map(({ token, balance, position }) => stale(token, Number(formatUnits(balance, token.decimals)), position));
      if (keepBorrowed) holdings.push(stale(debtToken, Number(formatUnits(borrowed, debtToken.decimals))));
      const engineLoan: EngineLoan = loan;
      const answer = recommend({ holdings, universe: [{ token: usdc, prices: history(flat()) }], loans: [engineLoan] });
      const advised = answer.loans?.[0];
      if (!advised) throw new Error('no loan in the answer');
      const label = `${collateral.join('+')} against ${debtSymbol} at health ${loan.healthFactor.toFixed(3)}${keepBorrowed ? '' : ', borrowed spent'}`;

      // Each stated move on Aave's own feeds: a fall moves the volatile collateral's assets (a debt of the same asset
      // with them), a rise the volatile debt's (collateral of the same asset with it); every other price holds.
      const volatile = (symbols: readonly string[]) => symbols.filter((symbol) => !isStable(tokenNamed(symbol)));
      const cover = debtSymbol === 'USDC' ? parseUnits('10', 6) : parseUnits('0.003', 18);
      const liquidation = poolCall('liquidationCall', [tokenNamed(collateral[0]).address, debtToken.address, borrower, cover, false]);
      const moves: StatedMove[] = [];
      const stated = [
        { direction: 'fall' as const, fraction: advised.maxFall, symbols: volatile(collateral) },
        { direction: 'rise' as const, fraction: advised.maxRise ?? null, symbols: volatile([debtSymbol]) },
      ];
      for (const { direction, fraction, symbols } of stated) {
        if (fraction === null || fraction === 0) continue;
        const moveTo = async (factor: number) => {
          for (const symbol of symbols) {
            const feed = feeds.get(symbol);
            if (feed) await setFeedAnswer(rpcUrl, feed.proxy, BigInt(Math.round(Number(feed.answer) * factor)));
          }
        };
        const sign = direction === 'fall' ? -1 : 1;
        const factor = 1 + sign * fraction;
        await moveTo(factor);
        const account = (await reader.readContract({ address: POOL, abi: poolAbi, functionName: 'getUserAccountData', args: [borrower] })) as readonly bigint[];
        const healthAt = Number(formatUnits(account[5], 18));
        await moveTo(factor * (1 - sign * MARGIN));
        const refusedShort = (await revertOf(rpcUrl, WHALE, POOL, liquidation))?.includes(HEALTHY_LOAN) ?? false;
        await moveTo(factor * (1 + sign * MARGIN));
        const liquidatedPast = (await revertOf(rpcUrl, WHALE, POOL, liquidation)) === null;
        await moveTo(1);
        moves.push({ direction, fraction, healthAt, refusedShort, liquidatedPast });
      }
      await rpc(rpcUrl, 'evm_revert', [opened]);

      // The fix, step by step on the Pool: withdrawals from Aave, then repayments (a sale's swap is the whale's transfer).
      let fix: RealLoanResult['fix'] = null;
      const repays = answer.plan.steps.filter((step) => step.action === 'repay');
      if (repays.length > 0) {
        const debtCard = answer.tokens.find((card) => card.position?.kind === 'debt');
        const statedHealth = Number(/for a health factor of (\d+\.\d\d)/.exec(debtCard?.result ?? '')?.[1] ?? Number.NaN);
        const done: string[] = [];
        for (const step of answer.plan.steps) {
          const token = tokens.find((candidate) => candidate.address === step.address);
          if (!token) continue;
          const units = parseUnits(step.units.toFixed(token.decimals), token.decimals);
          if (step.action !== 'repay' && step.protocol?.id === 'aave-v3') {
            await sendAs(rpcUrl, borrower, POOL, poolCall('withdraw', [token.address, units, borrower]));
            done.push(`withdraw ${step.units} ${step.symbol}`);
          } else if (step.action === 'repay') {
            await sendAs(rpcUrl, WHALE, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [borrower, units] }));
            await sendAs(rpcUrl, borrower, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [POOL, units] }));
            await sendAs(rpcUrl, borrower, POOL, poolCall('repay', [token.address, units, 2n, borrower]));
            done.push(`repay ${step.units} ${step.symbol}`);
          }
        }
        const account = (await reader.readContract({ address: POOL, abi: poolAbi, functionName: 'getUserAccountData', args: [borrower] })) as readonly bigint[];
        fix = { stated: statedHealth, reached: Number(formatUnits(account[5], 18)), steps: done.join(', ') };
      }
      results.push({ label, withParts: loan.parts !== undefined, moves, fix });
    } finally {
      await rpc(rpcUrl, 'evm_revert', [snapshot]);
    }
  }
  return results;
}
