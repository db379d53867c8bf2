import type { Address } from 'viem';
import type { PriceHistory, TokenInfo } from '../src/domain/types';
import type { EngineInput } from '../src/engine';
import { DEFAULT_HISTORY_DAYS } from '../src/prices/chainlink/source';
import { historyUpTo, type Series } from './series';
import { priceOn, type Wallet } from './wallet';

const CHAIN_ID = 1;
const SECONDS_PER_DAY = 86_400;

/** The reserve the wallets sell into and buy from: a dollar stablecoin priced at $1 every day. */
export const RESERVE: TokenInfo = token('USDC', 'USD Coin', 0, ['stablecoin']);

/**
 * A stand-in token for a backtested asset. Addresses are made up (index-based):
 * the engine only needs them to tell tokens apart.
 */
export function token(symbol: string, name: string, index: number, tags: string[] = []): TokenInfo {
  const address: Address = `0x${(index + 1).toString(16).padStart(40, '0')}`;
  return { chainId: CHAIN_ID, address, symbol, name, decimals: 18, tags, extensions: { asset: symbol } };
}

function history(closes: number[], day: number): PriceHistory {
  return { priceUsd: closes[closes.length - 1], updatedAt: day * SECONDS_PER_DAY, dailyCloses: closes, source: 'chainlink' };
}

/**
 * What the service would hand the engine on `day`: every held asset with its
 * last up-to-180 closes (DEFAULT_HISTORY_DAYS, as the Chainlink source reads),
 * the reserve when it is not empty, and every asset of the wallet in the
 * universe, so one sold off entirely can be suggested as a "buy" again.
 */
export function engineInput(wallet: Wallet, assets: readonly Series[], tokens: ReadonlyMap<string, TokenInfo>, day: number): EngineInput {
  const reserveCloses = new Array<number>(DEFAULT_HISTORY_DAYS).fill(1);
  const holdings: EngineInput['holdings'] = [];
  const universe: EngineInput['universe'] = [{ token: RESERVE, prices: history(reserveCloses, day) }];
  for (const series of assets) {
    const prices = history(historyUpTo(series, day, DEFAULT_HISTORY_DAYS), day);
    const amount = wallet.units.get(series.symbol) ?? 0;
    const info = tokens.get(series.symbol);
    if (!info) throw new Error(`No token for the series ${series.symbol}`);
    if (amount * priceOn(series, day) > 0) holdings.push({ token: info, amount, prices });
    universe.push({ token: info, prices });
  }
  if (wallet.reserveUsd > 0) holdings.push({ token: RESERVE, amount: wallet.reserveUsd, prices: history(reserveCloses, day) });
  // A follower who chose the balanced level, the 30 % the rules' thresholds were measured at (docs/engine.md
  // "Risk levels"): with none chosen the plan keeps each week's swing, so a follower's swing could only ratchet down.
  return { holdings, universe, risk: 'balanced' };
}
