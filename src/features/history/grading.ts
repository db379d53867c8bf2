/**
 * How a saved recommendation's calls have done since (docs/history.md). Pure: the
 * entry, the prices now and the time in, the grades out.
 */
import type { PriceNow, SavedRecommendation, TokenAdvice } from '../../api/types';
import { priceKey, type PriceLookup, type TokenRef } from './pricesApi';

/** An entry is graded once it is a day old: sooner, noise says more than the call. */
export const GRADE_AFTER_MS = 86_400_000;

/**
 * The token's usual weekly move, as a fraction: one standard deviation of its weekly
 * returns, from the annualised volatility saved with the advice (volatility × √(7/365)).
 */
export function weeklyRange(volatilityAnnual: number): number {
  return volatilityAnnual * Math.sqrt(7 / 365);
}

export type Verdict = 'right' | 'wrong';

export interface GradedCall {
  kind: 'graded';
  token: TokenAdvice;
  /** USD per unit, as saved. */
  priceThen: number;
  priceNow: number;
  /** priceNow / priceThen − 1. */
  change: number;
  verdict: Verdict;
  /** hold only: the weekly range the move was measured against. */
  range?: number;
}

export interface UngradedCall {
  kind: 'ungraded';
  token: TokenAdvice;
  /** Why, in words that follow "can't grade: ". */
  reason: string;
}

export type CallGrade = GradedCall | UngradedCall;

export type EntryGrade = { kind: 'too-early'; gradableAt: Date } | { kind: 'graded'; calls: CallGrade[]; right: number; graded: number };

export function isTooEarly(entry: SavedRecommendation, now: number): boolean {
  return now - Date.parse(entry.createdAt) < GRADE_AFTER_MS;
}

/** The tokens of `entries` whose price now can be asked for, sorted and without repeats. */
export function tokenRefsOf(entries: readonly SavedRecommendation[]): TokenRef[] {
  const refs = new Map<string, TokenRef>();
  for (const { tokens } of entries) {
    for (const { chainId, address } of tokens)
      if (chainId !== undefined && address !== undefined) refs.set(priceKey({ chainId, address }), { chainId, address });
  }
  return [...refs.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, ref]) => ref);
}

function verdictOf(token: TokenAdvice, change: number): { verdict: Verdict; range?: number } | { reason: string } {
  switch (token.action) {
    case 'sell':
    case 'strongly sell':
      return { verdict: change < 0 ? 'right' : 'wrong' };
    case 'buy':
    case 'buy more':
      return { verdict: change > 0 ? 'right' : 'wrong' };
    case 'hold': {
      if (token.volatilityAnnual === undefined) return { reason: 'no volatility was saved with this hold, so its usual weekly range is unknown' };
      const range = weeklyRange(token.volatilityAnnual);
      // "No more than": a flat stablecoin (volatility 0) that stayed flat was rightly held.
      return { verdict: Math.abs(change) <= range ? 'right' : 'wrong', range };
    }
  }
}

function priceProblem(price: PriceNow | undefined): string | null {
  if (!price) return 'the service sent no price for it';
  if (price.status === 'unknown') return `the service no longer knows this token${price.reason ? ` (${price.reason})` : ''}`;
  if (price.status === 'unavailable') return `no price now${price.reason ? ` (${price.reason})` : ''}`;
  if (price.status === 'stale') return `the latest price is stale${price.ageSeconds === undefined ? '' : ` (${Math.round(price.ageSeconds / 3600)} h old)`}`;
  return price.priceUsd === undefined || price.priceUsd <= 0 ? 'no price now' : null;
}

export function gradeCall(token: TokenAdvice, prices: PriceLookup): CallGrade {
  const { chainId, address } = token;
  if (chainId === undefined || address === undefined) return { kind: 'ungraded', token, reason: 'saved before tokens carried their chain and address' };
  if (!(token.price > 0)) return { kind: 'ungraded', token, reason: 'no price was saved with it' };
  const price = prices[priceKey({ chainId, address })];
  const problem = priceProblem(price);
  if (problem !== null || price.priceUsd === undefined) return { kind: 'ungraded', token, reason: problem ?? 'no price now' };
  const change = price.priceUsd / token.price - 1;
  const outcome = verdictOf(token, change);
  if ('reason' in outcome) return { kind: 'ungraded', token, reason: outcome.reason };
  return { kind: 'graded', token, priceThen: token.price, priceNow: price.priceUsd, change, ...outcome };
}

export function gradeEntry(entry: SavedRecommendation, prices: PriceLookup, now: number): EntryGrade {
  if (isTooEarly(entry, now)) return { kind: 'too-early', gradableAt: new Date(Date.parse(entry.createdAt) + GRADE_AFTER_MS) };
  const calls = entry.tokens.map((token) => gradeCall(token, prices));
  const graded = calls.filter((call) => call.kind === 'graded');
  return { kind: 'graded', calls, right: graded.filter((call) => call.verdict === 'right').length, graded: graded.length };
}

/** "4 of 6 calls right (67 %)"; null when no call could be graded. */
export function hitRateText(right: number, graded: number): string | null {
  if (graded === 0) return null;
  // Rounding never says 100 % beside a wrong call, nor 0 % beside a right one (199 of 200, 1 of 200).
  const percent = Math.min(Math.max(Math.round((right / graded) * 100), right > 0 ? 1 : 0), right < graded ? 99 : 100);
  return `${right} of ${graded} call${graded === 1 ? '' : 's'} right (${percent} %)`;
}
