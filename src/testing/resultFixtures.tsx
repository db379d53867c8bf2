/**
 * Answers for the result screen's tests: cards with the figures the headline, the allocation and the
 * fold read (value, chain, address), loans and positions as contract/positions.ts shapes them, and
 * the view rendered as the app shows it.
 */
import type { Loan, Plan, SavedRecommendation, TokenAdvice } from '../api/types';
import { renderWithTheme } from '../components/test-utils/renderWithTheme';
import { ResultView } from '../features/recommendation/components/ResultView';

export const CHAINS: NonNullable<SavedRecommendation['chains']> = [
  { chainId: 1, name: 'Ethereum', status: 'ok' },
  { chainId: 8453, name: 'Base', status: 'ok' },
];

/** A made-up address per symbol and chain: cards and plan steps meet on it. */
export const addressOf = (symbol: string): string => `0x${Buffer.from(symbol).toString('hex').padStart(40, '0')}`;

/** A card worth `valueUsd` (count 1 at that price) on `chainId`. */
export function card(symbol: string, action: TokenAdvice['action'], valueUsd: number, extra: Partial<TokenAdvice> = {}): TokenAdvice {
  return {
    symbol,
    action,
    result: `${symbol} result.`,
    description: `${symbol} explained.`,
    count: 1,
    price: Math.abs(valueUsd),
    valueUsd,
    chainId: 1,
    address: addressOf(symbol),
    rules: [{ id: 'within-budget', action: 'hold', text: `${symbol} rule` }],
    ...extra,
  };
}

/** A plan with one step per card given, in that order, at the card's own chain. */
export function planOf(steps: readonly { token: TokenAdvice; action: Plan['steps'][number]['action']; usd: number }[]): Plan {
  return {
    steps: steps.map(({ token, action, usd }) => ({
      action,
      symbol: token.symbol,
      chainId: token.chainId ?? 1,
      chainName: CHAINS.find((chain) => chain.chainId === token.chainId)?.name,
      address: token.address ?? addressOf(token.symbol),
      units: 1,
      usd,
    })),
    reserveBeforeUsd: 0,
    raisedUsd: 0,
    spentUsd: 0,
    reserveAfterUsd: 0,
  };
}

export const AAVE_LOAN: Loan = {
  protocol: 'aave-v3',
  protocolName: 'Aave',
  chainId: 1,
  chainName: 'Ethereum',
  market: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
  collateralUsd: 30_000,
  debtUsd: 11_500,
  healthFactor: 1.3249,
  liquidationThreshold: 0.83,
  maxFall: 0.3869,
  collateralSymbols: ['ETH'],
  debtSymbols: ['USDC'],
  status: 'warning',
};

export function aResult(tokens: TokenAdvice[], extra: Partial<SavedRecommendation> = {}): SavedRecommendation {
  return {
    id: 'r1',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    overview: 'The overview.',
    tokens,
    chains: CHAINS,
    createdAt: '2026-03-10T09:30:00.000Z',
    ...extra,
  };
}

/** The result view as the main route shows it; `onNewRecommendation` is a mock the test may read. */
export function renderResult(recommendation: SavedRecommendation, onNewRecommendation = jest.fn()) {
  renderWithTheme(<ResultView recommendation={recommendation} onNewRecommendation={onNewRecommendation} newRecommendationDisabled={false} />);
  return onNewRecommendation;
}
