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
