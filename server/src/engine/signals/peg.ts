import type { PegCurrency, TokenInfo } from '../../domain/types';

/**
 * USD per unit of each peg currency, e.g. { EUR: 1.08 } (the latest EUR / USD
 * round). USD is always 1 and need not be listed. A currency missing here has
 * no known rate: its stablecoins are judged as plain tokens.
 */
export type PegRates = Readonly<Partial<Record<PegCurrency, number>>>;

/** The currency a token tagged "stablecoin" tracks (the registry's `peg`, USD when absent); null for any other token. */
export function pegCurrency(token: TokenInfo): PegCurrency | null {
  return token.tags?.includes('stablecoin') ? (token.extensions?.peg ?? 'USD') : null;
}

/**
 * USD per unit of the token's peg: 1 for a dollar stablecoin, the EUR / USD
 * rate for a euro one. null for a token that is not a stablecoin, and for a
 * stablecoin whose peg rate is unknown (no EUR / USD feed on its chain, or the
 * feed failed): judged against $1 a euro stablecoin would look broken, so it is
 * judged as a plain token instead, as before peg rates were read.
 */
export function pegRateUsd(token: TokenInfo, rates: PegRates): number | null {
  const currency = pegCurrency(token);
  if (currency === null) return null;
  if (currency === 'USD') return 1;
  const rate = rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** A stablecoin whose peg can be measured: a USD one, or one whose peg currency has a known rate. */
export function isStablecoin(token: TokenInfo, rates: PegRates): boolean {
  return pegRateUsd(token, rates) !== null;
}

/** USD price feeds carry 8 decimals; rounding there keeps $0.90 exactly 10 % off, not 9.999…%. */
const FEED_DECIMALS = 1e8;

/**
 * |price / peg − 1| for a stablecoin whose peg rate is known (0.03 = 3 % off:
 * 3 cents for a dollar stablecoin); null for any other token.
 */
export function pegDeviation(token: TokenInfo, priceUsd: number, rates: PegRates): number | null {
  const rate = pegRateUsd(token, rates);
  return rate === null ? null : Math.round(Math.abs(priceUsd / rate - 1) * FEED_DECIMALS) / FEED_DECIMALS;
}

/**
 * The peg's track record: the largest |close / peg − 1| over the last `days`
 * days (days + 1 closes). null with a shorter history. `pegRateUsd` is 1 for a
 * dollar stablecoin; for a euro one the engine passes the latest EUR / USD rate
 * for every day. EUR / USD moves well under 1 % a day and a few percent over a
 * quarter, far less than the depeg thresholds, so today's rate ranks the
 * candidates' records soundly without reading the rate's daily history.
 */
export function worstPegDeviation(closes: readonly number[], days: number, pegRateUsd = 1): number | null {
  const n = closes.length;
  if (days < 1 || n < days + 1) return null;
  let worst = 0;
  for (let i = n - days - 1; i < n; i++) {
    const deviation = Math.abs(closes[i] / pegRateUsd - 1);
    if (!(deviation <= worst)) worst = deviation;
  }
  return Math.round(worst * FEED_DECIMALS) / FEED_DECIMALS;
}
