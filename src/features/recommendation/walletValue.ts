/**
 * The wallet's money as the headline shows it: the total, its change over 24 hours and 7 days, and
 * each chain's share. All from the answer itself: the changes read `valueHistory` (the wallet's net
 * worth each day at today's holdings), the chains sum the cards. Pure, so the views and tests share it.
 */
import type { Recommendation, TokenAdvice } from '../../api/types';
import type { ChainNamer } from '../../lib/chainNames';
import { valueUsd } from './advice';

/** The wallet's net worth, USD: the answer's total, else (a saved entry keeps none) the sum of its cards. */
export function walletTotalUsd({ totalValueUsd, tokens }: Pick<Recommendation, 'totalValueUsd' | 'tokens'>): number {
  return totalValueUsd ?? tokens.reduce((sum, token) => sum + valueUsd(token), 0);
}

/** What the wallet owes: its debt cards' values (negative on the wire), as a positive sum; 0 without a debt. */
export function debtsUsd({ tokens }: Pick<Recommendation, 'tokens'>): number {
  return tokens.reduce((sum, token) => (token.position?.kind === 'debt' ? sum - valueUsd(token) : sum), 0);
}

export interface ValueChange {
  usd: number;
  /** The change over the value it started from (0.012 = 1.2 %); null when that was 0. */
  fraction: number | null;
}

/** One entry of `valueHistory` is a day: 1 back is 24 hours, 7 back is 7 days. */
export const CHANGE_PERIODS = [
  { days: 1, label: '24 h', words: '24 hours' },
  { days: 7, label: '7 d', words: '7 days' },
] as const;

/** The last value against the one `days` entries before it; null when the history is shorter (or absent). */
export function changeOver(history: readonly number[] | undefined, days: number): ValueChange | null {
  if (!history || history.length <= days) return null;
  const now = history[history.length - 1];
  const then = history[history.length - 1 - days];
  return { usd: now - then, fraction: then === 0 ? null : (now - then) / Math.abs(then) };
}

export interface ChainTotal {
  chainId: number;
  name: string;
  /** Net: a debt's negative value is counted. */
  usd: number;
}

/** Each chain's money (the cards' values summed by chain id), largest first; cards without a chain id count for none. */
export function chainTotals(tokens: readonly TokenAdvice[], chainName: ChainNamer): ChainTotal[] {
  const totals = new Map<number, number>();
  for (const token of tokens) {
    if (token.chainId === undefined) continue;
    totals.set(token.chainId, (totals.get(token.chainId) ?? 0) + valueUsd(token));
  }
  return [...totals].map(([chainId, usd]) => ({ chainId, name: chainName(chainId), usd })).sort((a, b) => b.usd - a.usd || a.chainId - b.chainId);
}
