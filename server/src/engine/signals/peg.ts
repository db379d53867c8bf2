import type { TokenInfo } from '../../domain/types';

/**
 * Tokens tagged "stablecoin" and pegged to the US dollar (the registry's `peg`,
 * USD when absent). A EUR stablecoin is worth about $1.08, not $1: judged
 * against $1 it would look broken, so until its peg is measured against
 * EUR / USD it is judged as a plain token.
 */
export function isStablecoin(token: TokenInfo): boolean {
  return (token.tags?.includes('stablecoin') ?? false) && (token.extensions?.peg ?? 'USD') === 'USD';
}

/** USD price feeds carry 8 decimals; rounding there keeps $0.90 exactly 10 % off, not 9.999…%. */
const FEED_DECIMALS = 1e8;

/** |price − 1| for a stablecoin (0.03 = 3 cents off); null for any other token. */
export function pegDeviation(token: TokenInfo, priceUsd: number): number | null {
  return isStablecoin(token) ? Math.round(Math.abs(priceUsd - 1) * FEED_DECIMALS) / FEED_DECIMALS : null;
}

/**
 * The peg's track record: the largest |close − 1| over the last `days` days
 * (days + 1 closes). null with a shorter history.
 */
export function worstPegDeviation(closes: readonly number[], days: number): number | null {
  const n = closes.length;
  if (days < 1 || n < days + 1) return null;
  let worst = 0;
  for (let i = n - days - 1; i < n; i++) {
    const deviation = Math.abs(closes[i] - 1);
    if (!(deviation <= worst)) worst = deviation;
  }
  return Math.round(worst * FEED_DECIMALS) / FEED_DECIMALS;
}
