import type { Recommendation, SavedRecommendation } from '../api/types';

/** Checksummed (EIP-55) and all-lowercase addresses that pass the input's rule. */
export const CHECKSUMMED_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const LOWERCASE_ADDRESS = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359';

export function aRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: 'rec-1',
    address: CHECKSUMMED_ADDRESS,
    overview: 'A concentrated portfolio: most of the value sits in one token.',
    tokens: [
      {
        symbol: 'ETH',
        action: 'hold',
        result: '30d +4.1% · vol 48% · 62% of portfolio',
        description: 'Steady trend; keep it.',
        count: 1.5,
        price: 3000,
      },
    ],
    ...overrides,
  };
}

export function aSavedRecommendation(overrides: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return { ...aRecommendation(), createdAt: '2026-03-10T09:30:00.000Z', ...overrides };
}

/**
 * An answer's `data` exactly as the service sends it (server/src/schemas/recommendation.ts),
 * with the fields the app does not keep: token name, address, valueUsd and signals, and the
 * rule details, setAside names, totals and engine facts.
 */
export function aServiceRecommendation() {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    address: CHECKSUMMED_ADDRESS,
    overview: 'The wallet is worth $4,500.00 across 1 token. 2 tokens were set aside and left out of the totals.',
    tokens: [
      {
        symbol: 'ETH',
        name: 'Ether',
        address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        icon: '/icons/eth.svg',
        action: 'sell',
        result: '30d −38.0% · vol 71.0% · 100.0% of portfolio',
        description: 'ETH fell hard this month; selling limits the damage.',
        count: 1.5,
        price: 3000,
        valueUsd: 4500,
        signals: { return30d: -0.38, return90d: -0.4, priceVsSma50: -0.2, volatilityAnnual: 0.71, maxDrawdown90d: 0.45, weight: 1, pegDeviation: null },
        rules: [
          { id: 'crash-plunge', action: 'sell', signal: 'return30d', observed: -0.38, threshold: -0.35, comparison: '<=', text: '30-day return −38.0% <= −35.0%' },
          { id: 'trim-outsized', action: 'sell', signal: 'weight', observed: 1, threshold: 0.5, comparison: '>', text: 'weight 100.0% > 50.0%' },
        ],
      },
    ],
    setAside: [
      { symbol: 'SCAM', name: 'Claim at scam.example', reason: 'spam-name' },
      { symbol: 'FOO', name: 'Foo', reason: 'unpriced' },
    ],
    totalValueUsd: 4500,
    chainId: 31337,
    engineVersion: '1.0.0',
    generatedAt: '2026-03-10T12:00:00.000Z',
  };
}
