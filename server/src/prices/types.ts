import type { Address } from 'viem';
import type { PriceHistory, PriceSource, TokenInfo } from '../domain/types';

/**
 * A PriceSource that can also price many tokens at once (a 60-token whale in a
 * handful of eth_calls instead of one walk per token).
 */
export interface BatchPriceSource extends PriceSource {
  /**
   * Keyed by token.address as given. null: the token has no feed (unpriced).
   * Rejects with PriceError when the node or any feed fails, as getHistory would.
   */
  getHistories(tokens: readonly TokenInfo[]): Promise<Map<Address, PriceHistory | null>>;
}
