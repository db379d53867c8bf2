/**
 * How the result screen orders and narrows the advice: by urgency (strongly sell, sell, buy
 * more, buy, then hold) or by value, and by action. Pure, so the views and tests share it.
 */
import type { Action, TokenAdvice } from '../../api/types';

/** Most urgent first (issue #18): what loses money first, then what to buy, then what to keep. */
export const URGENCY: readonly Action[] = ['strongly sell', 'sell', 'buy more', 'buy', 'hold'];

export type AdviceSort = 'urgency' | 'value';
/** 'all', or one action. */
export type AdviceFilter = Action | 'all';

/**
 * What the holding is worth now, USD: the answer's `valueUsd`, else price × count (0 for a "buy" of
 * something not held). A debt counts against the wallet: negative, also in a saved entry, which keeps
 * the position but not the value.
 */
export function valueUsd(token: Pick<TokenAdvice, 'price' | 'count' | 'valueUsd' | 'position'>): number {
  if (token.valueUsd !== undefined) return token.valueUsd;
  const value = token.price * token.count;
  return token.position?.kind === 'debt' ? -value : value;
}

export function urgencyOf(action: Action): number {
  return URGENCY.indexOf(action);
}

/** A token with its place in the answer: the card's anchor and key, whatever the order shown. */
export interface IndexedToken {
  token: TokenAdvice;
  index: number;
}

/** True when the token is shown under the filters: its action (or all), and its chain (null: every chain). */
export function passesFilters(token: TokenAdvice, filter: AdviceFilter, chainId: number | null): boolean {
  return (filter === 'all' || token.action === filter) && (chainId === null || token.chainId === chainId);
}

/**
 * The tokens to show, in the order asked for, on one chain or all (`chainId` null). Urgency breaks
 * ties by value, value by urgency, and then the answer's own order, so the order is stable.
 */
export function arrangeAdvice(tokens: readonly TokenAdvice[], filter: AdviceFilter, sort: AdviceSort, chainId: number | null = null): IndexedToken[] {
  const byUrgency = (a: IndexedToken, b: IndexedToken) => urgencyOf(a.token.action) - urgencyOf(b.token.action);
  const byValue = (a: IndexedToken, b: IndexedToken) => valueUsd(b.token) - valueUsd(a.token);
  const [first, second] = sort === 'urgency' ? [byUrgency, byValue] : [byValue, byUrgency];
  return tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => passesFilters(token, filter, chainId))
    .sort((a, b) => first(a, b) || second(a, b) || a.index - b.index);
}

/** How many tokens each action has, most urgent first; actions no token has are left out. */
export function actionCounts(tokens: readonly TokenAdvice[]): { action: Action; count: number }[] {
  return URGENCY.map((action) => ({ action, count: tokens.filter((token) => token.action === action).length })).filter(({ count }) => count > 0);
}
