/**
 * The wire contract with the recommendation service (docs/api.md).
 * `wallet` on the wire, `address` in the app.
 */
export const ACTIONS = ['hold', 'sell', 'buy', 'buy more', 'strongly sell'] as const;
export type Action = (typeof ACTIONS)[number];

export interface TokenAdvice {
  symbol: string;
  /** https: or same-origin image URL; absent when the service knows none. */
  icon?: string;
  action: Action;
  /** One-line verdict with its figures, e.g. "30d −12.4% · vol 71% · 18% of portfolio". */
  result: string;
  /** The advice in plain words. */
  description: string;
  /** Balance in whole units; 0 for a "buy" suggestion. */
  count: number;
  /** USD per unit. */
  price: number;
}

/** A recommendation as the service returns it. Fields beyond these are kept but not relied on. */
export interface Recommendation {
  id: string;
  address: string;
  overview: string;
  tokens: TokenAdvice[];
}

/** A recommendation once the app has received it: createdAt (ISO timestamp) is added locally. */
export interface SavedRecommendation extends Recommendation {
  createdAt: string;
}
