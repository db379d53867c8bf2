/**
 * How a saved recommendation's calls have done since (docs/history.md). Pure: the
 * entry, the prices now and the time in, the grades out.
 *
 * A call is judged against a move that matters: one larger than the token's own usual move over
 * the days since (its volatility × √(days / 365)). A call whose price moved less than that is
 * "too small to tell", neither right nor wrong; beyond it, a hold is right when the price rose and
 * wrong when it fell (a quiet week grades no hold right). A dollar stablecoin is judged on its peg instead: a sell is right if the peg did not
 * recover, a hold or a buy if it kept the peg.
 */
import type { PriceNow, SavedRecommendation, TokenAdvice } from '../../api/types';
import { priceKey, type PriceLookup, type TokenRef } from './pricesApi';

const DAY_MS = 86_400_000;
/** An entry is graded once it is a day old: sooner, noise says more than the call. */
export const GRADE_AFTER_MS = DAY_MS;

/**
 * The token's usual move over `days`, as a fraction: one standard deviation of its returns over
 * that time, from the annualised volatility saved with the advice (volatility × √(days / 365)).
 */
export function usualMove(volatilityAnnual: number, days: number): number {
  return volatilityAnnual * Math.sqrt(days / 365);
}

export type Verdict = 'right' | 'wrong' | 'too small to tell';

/** What a move was measured against. */
export type GradeBasis =
  /** The token's usual move over the days since (either way). */
  | { kind: 'usual move'; range: number; days: number }
  /** A dollar stablecoin: the band around $1 its peg was judged by, and how far off $1 it is now. */
  | { kind: 'peg'; band: number; offNow: number };

export interface GradedCall {
  kind: 'graded';
  token: TokenAdvice;
  /** USD per unit, as saved. */
  priceThen: number;
  priceNow: number;
  /** priceNow / priceThen − 1. */
  change: number;
  verdict: Verdict;
  basis: GradeBasis;
}

export interface UngradedCall {
  kind: 'ungraded';
  token: TokenAdvice;
  /** Why, in words that follow "can't grade: ". */
  reason: string;
}

export type CallGrade = GradedCall | UngradedCall;

/** `right` of `judged` calls (right or wrong); `tooSmall` moved too little to tell and are in neither. */
export interface Tally {
  right: number;
  judged: number;
  tooSmall: number;
}

export type EntryGrade = { kind: 'too-early'; gradableAt: Date } | ({ kind: 'graded'; calls: CallGrade[] } & Tally);

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

const isSell = (action: TokenAdvice['action']) => action === 'sell' || action === 'strongly sell';

/** A dollar stablecoin: a sell is right while the peg stays broken; a hold or a buy while it holds. */
function pegVerdict(token: TokenAdvice, band: number, priceNow: number): Pick<GradedCall, 'verdict' | 'basis'> {
  const offNow = Math.abs(priceNow - 1);
  const onPeg = offNow < band;
  return { verdict: onPeg === isSell(token.action) ? 'wrong' : 'right', basis: { kind: 'peg', band, offNow } };
}

function verdictOf(token: TokenAdvice, change: number, priceNow: number, days: number): Pick<GradedCall, 'verdict' | 'basis'> | { reason: string } {
  if (token.pegBand !== undefined) return pegVerdict(token, token.pegBand, priceNow);
  if (token.volatilityAnnual === undefined) return { reason: 'saved without the token’s usual move, so a move that matters cannot be told from noise' };
  const range = usualMove(token.volatilityAnnual, days);
  const basis: GradeBasis = { kind: 'usual move', range, days };
  // "No more than": a flat token with no usual move at all (volatility 0) that stayed flat moved too little to tell.
  const small = Math.abs(change) <= range;
  if (small) return { verdict: 'too small to tell', basis };
  // A hold keeps the token: right when it rose by a move that matters, wrong when it fell by one (a sale would have saved it).
  if (token.action === 'hold') return { verdict: change > 0 ? 'right' : 'wrong', basis };
  return { verdict: change < 0 === isSell(token.action) ? 'right' : 'wrong', basis };
}

function priceProblem(price: PriceNow | undefined): string | null {
  if (!price) return 'the service sent no price for it';
  if (price.status === 'unknown') return `the service no longer knows this token${price.reason ? ` (${price.reason})` : ''}`;
  if (price.status === 'unavailable') return `no price now${price.reason ? ` (${price.reason})` : ''}`;
  if (price.status === 'stale') return `the latest price is stale${price.ageSeconds === undefined ? '' : ` (${Math.round(price.ageSeconds / 3600)} h old)`}`;
  return price.priceUsd === undefined || price.priceUsd <= 0 ? 'no price now' : null;
}

/** `days`: since the call was made (at least the day an entry waits before it is graded). */
export function gradeCall(token: TokenAdvice, prices: PriceLookup, days: number): CallGrade {
  const { chainId, address } = token;
  if (chainId === undefined || address === undefined) return { kind: 'ungraded', token, reason: 'saved before tokens carried their chain and address' };
  if (!(token.price > 0)) return { kind: 'ungraded', token, reason: 'no price was saved with it' };
  const price = prices[priceKey({ chainId, address })];
  const problem = priceProblem(price);
  if (problem !== null || price.priceUsd === undefined) return { kind: 'ungraded', token, reason: problem ?? 'no price now' };
  const change = price.priceUsd / token.price - 1;
  const outcome = verdictOf(token, change, price.priceUsd, days);
  if ('reason' in outcome) return { kind: 'ungraded', token, reason: outcome.reason };
  return { kind: 'graded', token, priceThen: token.price, priceNow: price.priceUsd, change, ...outcome };
}

export function gradeEntry(entry: SavedRecommendation, prices: PriceLookup, now: number): EntryGrade {
  const made = Date.parse(entry.createdAt);
  if (isTooEarly(entry, now)) return { kind: 'too-early', gradableAt: new Date(made + GRADE_AFTER_MS) };
  const days = (now - made) / DAY_MS;
  const calls = entry.tokens.map((token) => gradeCall(token, prices, days));
  const verdicts = calls.flatMap((call) => (call.kind === 'graded' ? [call.verdict] : []));
  const count = (verdict: Verdict) => verdicts.filter((seen) => seen === verdict).length;
  return { kind: 'graded', calls, right: count('right'), judged: count('right') + count('wrong'), tooSmall: count('too small to tell') };
}

const calls = (count: number) => `${count} call${count === 1 ? '' : 's'}`;

/**
 * "4 of 6 calls right (67 %)", then ", 2 too small to tell" when some moved too little; "2 calls
 * moved too little to tell yet" when none could be judged; null when no call could be graded.
 */
export function hitRateText({ right, judged, tooSmall }: Tally): string | null {
  const small = tooSmall > 0 ? `${tooSmall} too small to tell` : null;
  if (judged === 0) return small && `${calls(tooSmall)} moved too little to tell yet`;
  // Rounding never says 100 % beside a wrong call, nor 0 % beside a right one (199 of 200, 1 of 200).
  const percent = Math.min(Math.max(Math.round((right / judged) * 100), right > 0 ? 1 : 0), right < judged ? 99 : 100);
  return `${right} of ${calls(judged)} right (${percent} %)${small ? `, ${small}` : ''}`;
}
