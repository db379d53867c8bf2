/**
 * The wire contract with the recommendation service (docs/api.md).
 * `wallet` on the wire, `address` in the app.
 */
export const ACTIONS = ['hold', 'sell', 'buy', 'buy more', 'strongly sell'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * One condition of an engine rule that fired for a token. The service also sends `signal`,
 * `observed`, `threshold` and `comparison`; `text` states them ("30-day return −38.0% <= −35.0%"),
 * and it is all the app shows. `action` is the action the rule argues for, which a stronger
 * rule may have overruled.
 */
export interface AdviceRule {
  id: string;
  action: Action;
  text: string;
}

/** A token the service left out of the advice and the totals. */
export interface SetAsideToken {
  symbol: string;
  /**
   * `spam-name`, `unpriced`, `price-unavailable` (its price feed failed) or `stale-price`;
   * other words are shown as sent.
   */
  reason: string;
  /** The chain it is held on; absent in answers and history from single-chain builds. */
  chainId?: number;
  /** With `stale-price`: how old the last price was, in seconds. */
  priceAgeSeconds?: number;
}

export const CHAIN_STATUSES = ['ok', 'unavailable'] as const;

/** One chain the service is configured to read, and whether it could read it this time. */
export interface ChainReport {
  chainId: number;
  /** Shown to visitors: "Base", "OP Mainnet". */
  name: string;
  status: (typeof CHAIN_STATUSES)[number];
  /** Why an unavailable chain could not be read, in the service's words; absent when it gave none. */
  reason?: string;
}

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
  /** Why the advice is what it is; absent in answers and history from older builds. */
  rules?: AdviceRule[];
  /** About the price itself (from DefiLlama, or two sources disagreeing), shown under "Why?"; absent when there is nothing to say. */
  notes?: string[];
  /** The chain it is held on (or suggested for); absent in answers and history from single-chain builds. */
  chainId?: number;
  /**
   * The token's contract address as the service names it (0xEeee…EEeE for the native coin); with
   * chainId, how its price now is asked for (GET /prices). Absent in history saved before grading.
   */
  address?: string;
  /**
   * The wire's `signals.volatilityAnnual` (0.71 = 71 % a year), kept to grade a hold; absent when
   * the history was too short or the entry was saved before grading.
   */
  volatilityAnnual?: number;
  /**
   * The 90-day price line: daily closes in USD, oldest first (at most 90). Fewer than 2:
   * too little history to draw. Absent in answers and history from older builds.
   */
  sparkline?: number[];
}

/** The wallet as a whole; fractions (0.5 = 50 %) and USD. */
export interface WalletFigures {
  /** Annualised volatility of the wallet as held; null when the service could not measure it. */
  volatilityAnnual: number | null;
  targetVolatility: number;
  /** USD in stablecoins on their peg. */
  stableReserveUsd: number;
  /** The stable reserve at which the volatility would be at or under the target; null with the volatility. */
  reserveForTargetUsd: number | null;
}

/**
 * A recommendation as the app keeps it. The service sends more (`signals` per token,
 * `totalValueUsd`, `engineVersion`, `generatedAt`…); the decoder drops what the app does not
 * show, so localStorage holds only this.
 */
export interface Recommendation {
  id: string;
  address: string;
  overview: string;
  tokens: TokenAdvice[];
  /** Absent in answers and history from older builds. */
  setAside?: SetAsideToken[];
  /** Every chain the service reads, in its order; absent in answers and history from single-chain builds. */
  chains?: ChainReport[];
  /** Absent in answers and history from older builds. */
  portfolio?: WalletFigures;
}

export const PRICE_NOW_STATUSES = ['ok', 'stale', 'unknown', 'unavailable'] as const;

/** One token's price now (GET /prices), for grading saved advice. */
export interface PriceNow {
  chainId: number;
  address: string;
  /** ok: fresh; stale: older than its feed allows; unknown: not a token the service reads; unavailable: no price now. */
  status: (typeof PRICE_NOW_STATUSES)[number];
  /** ok and stale: USD per unit. */
  priceUsd?: number;
  /** ok and stale: ISO time of the price. */
  updatedAt?: string;
  /** stale: seconds since the price. */
  ageSeconds?: number;
  /** unknown and unavailable: why, in the service's words. */
  reason?: string;
}

/** A recommendation once the app has received it: createdAt (ISO timestamp) is added locally. */
export interface SavedRecommendation extends Recommendation {
  createdAt: string;
}
