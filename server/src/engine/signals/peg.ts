import type { TokenInfo } from '../../domain/types';

/** Tokens tagged "stablecoin" are taken to be pegged to 1 USD. */
export function isStablecoin(token: TokenInfo): boolean {
  return token.tags?.includes('stablecoin') ?? false;
}

/** |price − 1| for a stablecoin (0.03 = 3 cents off); null for any other token. */
export function pegDeviation(token: TokenInfo, priceUsd: number): number | null {
  return isStablecoin(token) ? Math.abs(priceUsd - 1) : null;
}
