/**
 * Splits coin ids into comma-separated batches so that no request URL grows
 * past a limit: many coins per request, but never a URL a proxy refuses. Pure.
 */
import type { CoinId } from './coinIds';

/**
 * Characters per URL. Proxies and CDNs commonly accept 8 KB request lines;
 * half of that leaves room for headers (about 75 contract coins per request).
 */
export const DEFAULT_MAX_URL_LENGTH = 4000;

/** `fixedLength`: the URL's length without any coin (base, path, query). Order kept. */
export function batchCoins(coins: readonly CoinId[], fixedLength: number, maxUrlLength: number): CoinId[][] {
  const batches: CoinId[][] = [];
  let batch: CoinId[] = [];
  let length = fixedLength;
  for (const coin of coins) {
    if (fixedLength + coin.length > maxUrlLength) throw new RangeError(`the coin ${coin} alone makes a URL longer than ${maxUrlLength} characters`);
    if (batch.length > 0 && length + 1 + coin.length > maxUrlLength) {
      batches.push(batch);
      batch = [];
      length = fixedLength;
    }
    length += (batch.length > 0 ? 1 : 0) + coin.length;
    batch.push(coin);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
