import { randomUUID } from 'node:crypto';
import type { Recommendation } from '../../../contract';

/** A small, valid recommendation for store and route tests that do not need the engine. */
export function makeRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: randomUUID(),
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    overview: 'Your wallet is concentrated in one token.',
    tokens: [
      {
        chainId: 1,
        chainName: 'Ethereum',
        symbol: 'WETH',
        name: 'Wrapped Ether',
        address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        icon: '/icons/eth.svg',
        action: 'hold',
        result: '30d +4.0% · vol 55.0% · 100.0% of portfolio',
        description: 'Steady trend; keep it.',
        count: 1.5,
        price: 3000,
        valueUsd: 4500,
        signals: {
          return30d: 0.04,
          return90d: null,
          priceVsSma50: 0.01,
          volatilityAnnual: 0.55,
          maxDrawdown90d: 0.1,
          weight: 1,
          pegDeviation: null,
        },
        rules: [],
        notes: [],
        sparkline: [2870, 2915, 2990, 3000],
      },
    ],
    setAside: [{ chainId: 1, symbol: 'FREE', name: 'Claim free tokens', reason: 'spam-name' }],
    totalValueUsd: 4500,
    portfolio: {
      hhi: 1,
      stableShare: 0,
      tokenCount: 1,
      chainCount: 1,
      stableReserveUsd: 0,
      volatilityAnnual: 0.55,
      targetVolatility: 0.5,
      reserveForTargetUsd: 409.09,
      shortHistory: [],
    },
    chains: [{ chainId: 1, name: 'Ethereum', status: 'ok' }],
    engineVersion: 'test',
    generatedAt: new Date().toISOString(),
    ...overrides,
  };
}
