/**
 * The port every price source implements (Chainlink on-chain, DefiLlama over HTTP, and the
 * caches in front of them): what it answers for a token, and how it fails as a whole.
 */
import type { PriceHistory, PriceSourceId, TokenInfo, TokenKey } from '../domain/types';

/**
 * What one source says of one token:
 * - ok: a usable price;
 * - none: this source does not know the token (no feed, not listed): another source may;
 * - unavailable: it should, but failed for this token (feed reverted, answered nothing, wrong currency);
 * - stale: the latest price is older than the feed's heartbeat allows (or the L2 sequencer is/was down).
 */
export type PriceReading =
  | { status: 'ok'; history: PriceHistory }
  | { status: 'none' }
  | { status: 'unavailable'; reason: string }
  | { status: 'stale'; history: PriceHistory; ageSeconds: number };

export interface PriceSource {
  readonly id: PriceSourceId;
  /**
   * One reading per distinct token, keyed by tokenKey. One token's failure is its
   * reading, never a rejection; rejects with PriceError only when the source as a
   * whole cannot be reached (node down, API down).
   */
  read(tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>>;
}

/** The source of prices could not be read (node down, feed reverted, time-out). Routes answer 502/503. */
export class PriceError extends Error {
  override name = 'PriceError';
}
