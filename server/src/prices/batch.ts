import type { Address } from 'viem';
import type { PriceHistory, HistorySource, TokenInfo } from '../domain/types';

/**
 * A HistorySource that can also price many tokens at once (a 60-token whale in a
 * handful of eth_calls instead of one walk per token).
 */
export interface BatchPriceSource extends HistorySource {
  /**
   * Keyed by token.address as given. null: the token has no feed (unpriced).
   * Rejects with PriceError when the node or any feed fails, as getHistory would.
   */
  getHistories(tokens: readonly TokenInfo[]): Promise<Map<Address, PriceHistory | null>>;
}

function isBatch(source: HistorySource): source is BatchPriceSource {
  return typeof (source as Partial<BatchPriceSource>).getHistories === 'function';
}

/** Many tokens from any source: one batch when it can, else one getHistory per token. Keyed as getHistories is. */
export async function readHistories(source: HistorySource, tokens: readonly TokenInfo[]): Promise<Map<Address, PriceHistory | null>> {
  if (isBatch(source)) return source.getHistories(tokens);
  const histories = await Promise.all(tokens.map((token) => source.getHistory(token)));
  return new Map(tokens.map((token, index) => [token.address, histories[index]]));
}
