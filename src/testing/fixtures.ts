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
        chainId: 1,
      },
    ],
    chains: [{ chainId: 1, name: 'Ethereum', status: 'ok' }],
    ...overrides,
  };
}

export function aSavedRecommendation(overrides: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return { ...aRecommendation(), createdAt: '2026-03-10T09:30:00.000Z', ...overrides };
}

/**
 * An answer's `data` exactly as the service sends it (contract/recommendation.ts),
 * with the fields the app does not keep: token name, valueUsd and signals but volatilityAnnual, and the
 * rule details, setAside names, totals and engine facts. It spans two chains (ETH on Ethereum,
 * USDC on Base), and Polygon could not be read.
 */
export function aServiceRecommendation() {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    address: CHECKSUMMED_ADDRESS,
    overview: 'The wallet is worth $5,500.00 across 2 tokens on 2 chains. Polygon could not be read. 2 tokens were set aside and left out of the totals.',
    tokens: [
      {
        symbol: 'ETH',
        name: 'Ether',
        address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        chainId: 1,
        icon: '/icons/eth.svg',
        action: 'sell',
        result: '30d −38.0% · vol 71.0% · 81.8% of portfolio',
        description: 'ETH fell hard this month; selling limits the damage.',
        count: 1.5,
        price: 3000,
        valueUsd: 4500,
        signals: { return30d: -0.38, return90d: -0.4, priceVsSma50: -0.2, volatilityAnnual: 0.71, maxDrawdown90d: 0.45, weight: 0.818, pegDeviation: null },
        rules: [
          {
            id: 'downtrend',
            action: 'sell',
            signal: 'return30d',
            observed: -0.38,
            threshold: 0,
            comparison: '<',
            text: '30-day return −38.0% < 0.0%',
          },
          {
            id: 'trim-outsized',
            action: 'sell',
            signal: 'riskContribution',
            observed: 0.58,
            threshold: 0.3,
            comparison: '>=',
            text: "part of the wallet's volatility 58.0 points ≥ 30.0 points",
          },
        ],
      },
      {
        symbol: 'USDC',
        name: 'USD Coin',
        // USDC on Base (the registry's address): the app keeps it to ask for the price now.
        address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        chainId: 8453,
        icon: '/icons/usdc.svg',
        action: 'hold',
        result: '30d +0.0% · vol 0.5% · 18.2% of portfolio',
        description: 'USDC holds its peg; keep it.',
        count: 1000,
        price: 1,
        valueUsd: 1000,
        signals: { return30d: 0, return90d: 0, priceVsSma50: 0, volatilityAnnual: 0.005, maxDrawdown90d: 0.001, weight: 0.182, pegDeviation: 0 },
        // As the service judges a stablecoin on its peg (docs/engine.md).
        rules: [{ id: 'on-peg', action: 'hold', signal: 'pegDeviation', observed: 0, threshold: 0.03, comparison: '<', text: 'distance from $1 0.0% < 3.0%' }],
      },
    ],
    setAside: [
      { symbol: 'SCAM', name: 'Claim at scam.example', chainId: 1, reason: 'spam-name' },
      { symbol: 'FOO', name: 'Foo', chainId: 8453, reason: 'stale-price', priceAgeSeconds: 180_000 },
    ],
    chains: [
      { chainId: 1, name: 'Ethereum', status: 'ok' },
      { chainId: 10, name: 'OP Mainnet', status: 'ok' },
      { chainId: 137, name: 'Polygon', status: 'unavailable', reason: 'the node did not answer within 3 s' },
      { chainId: 8453, name: 'Base', status: 'ok' },
      { chainId: 42161, name: 'Arbitrum One', status: 'ok' },
    ],
    totalValueUsd: 5500,
    engineVersion: '1.0.0',
    generatedAt: '2026-03-10T12:00:00.000Z',
  };
}
