/**
 * The answer's portfolio (advice/summary.ts): the wallet before the plan. Its concentration is of its crypto alone
 * (stablecoins on their peg are cash), its swing the plan's own 30-day measure, the reserve that would reach the
 * target said beside it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineAsset } from '../../../src/engine';
import { annualisedVolatility } from '../../../src/engine/signals/volatility';
import { VOLATILITY_DAYS, WALLET_TARGET_VOLATILITY } from '../../../src/engine/thresholds';
import type { RiskChoice } from '../../../../contract/risk';
import { choppy, flat, held, sideways, STABLE, uptrend, worth } from '../fixtures';

const portfolioOf = (holdings: EngineAsset[], risk?: RiskChoice) => recommend({ holdings, universe: [], ...(risk ? { risk } : {}) }).portfolio;

const close = (actual: number | null, expected: number, label: string): void => {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-9, `${label}: ${actual} ≈ ${expected}`);
};

describe('the portfolio before the plan', () => {
  it('measures concentration over the crypto alone: half in USDC and half in ETH is all the crypto in one token', () => {
    close(portfolioOf([worth('ETH', sideways(), 500), worth('USDC', flat(), 500, STABLE)]).hhi, 1, 'one token');
    close(portfolioOf([worth('ETH', sideways(), 250), worth('BTC', sideways(), 250), worth('USDC', flat(), 500, STABLE)]).hhi, 0.5, 'two equal tokens');
    close(portfolioOf([worth('USDC', flat(), 500, STABLE)]).hhi, 0, 'no crypto');
    close(
      portfolioOf([worth('ETH', sideways(), 500), held('UST', flat(), 500, STABLE, 0.8)]).hhi,
      400 ** 2 / 900 ** 2 + 500 ** 2 / 900 ** 2,
      'a stablecoin off its peg is no longer cash',
    );
  });

  it('counts stablecoins on their peg as the reserve, one off it not', () => {
    const portfolio = portfolioOf([worth('ETH', sideways(), 500), worth('USDC', flat(), 300, STABLE), held('UST', flat(), 250, STABLE, 0.8)]);
    assert.equal(portfolio.stableReserveUsd, 300);
    close(portfolio.stableShare, 300 / 1_000, 'share');
    assert.deepEqual([portfolio.tokenCount, portfolio.chainCount], [3, 1]);
  });

  it('gives the swing over the last 30 days, and the reserve that would bring it to the 30% target', () => {
    const portfolio = portfolioOf([worth('PEPE', choppy(), 100), worth('USDC', flat(), 900, STABLE)], 'balanced');
    const pepe = annualisedVolatility(choppy(), VOLATILITY_DAYS) ?? Number.NaN;
    close(portfolio.volatilityAnnual, 0.1 * pepe, 'swing');
    close(portfolio.reserveForTargetUsd, (1 - WALLET_TARGET_VOLATILITY / pepe) * 1_000, 'reserve for the target');
    assert.equal(portfolio.targetVolatility, WALLET_TARGET_VOLATILITY);
    assert.equal(portfolio.risk, 'balanced');
  });

  it('with no level chosen, aims at the wallet’s own swing: its reserve meets it as it is', () => {
    const portfolio = portfolioOf([worth('PEPE', choppy(), 100), worth('USDC', flat(), 900, STABLE)]);
    const swing = portfolio.volatilityAnnual ?? Number.NaN;
    assert.equal(portfolio.risk, 'current');
    assert.ok(portfolio.targetVolatility <= swing && portfolio.targetVolatility > swing - 0.001, `${portfolio.targetVolatility} kept from ${swing}`);
    assert.equal(portfolio.reserveForTargetUsd, 0);
    assert.equal(portfolioOf([worth('PEPE', choppy(), 100), worth('USDC', flat(), 900, STABLE)], 'careful').targetVolatility, 0.15);
  });

  it('needs no reserve for a wallet within the target, or one of stablecoins alone', () => {
    assert.equal(portfolioOf([worth('ETH', uptrend(180, 0.001), 1_000), worth('USDC', flat(), 5_000, STABLE)]).reserveForTargetUsd, 0);
    const stable = portfolioOf([worth('USDC', flat(), 5_000, STABLE), worth('DAI', flat(), 3_000, STABLE)]);
    assert.deepEqual([stable.volatilityAnnual, stable.reserveForTargetUsd, stable.stableReserveUsd], [0, 0, 8_000]);
  });

  it('names the tokens with under a month of prices, whose swing cannot be measured; a young stablecoin does not stop it', () => {
    const portfolio = portfolioOf([worth('ETH', choppy(), 1_000), worth('NEW', uptrend(20), 500), worth('USDX', flat(10), 100, STABLE)]);
    assert.deepEqual([portfolio.volatilityAnnual, portfolio.reserveForTargetUsd, portfolio.shortHistory], [null, null, ['NEW']]);
    const young = portfolioOf([worth('ETH', choppy(), 1_000), worth('USDX', flat(10), 100, STABLE)]);
    assert.ok(young.volatilityAnnual !== null && young.volatilityAnnual > 0);
  });

  // Engine 4.0.0 answered 0 and 0 (the swing of an empty ledger): a "0% a year" and "the target is met" about nothing.
  // The contract's null says "nothing priced", as engine 3 did; the plan's `after` is null with it.
  it('an empty wallet: nothing measured, nothing needed', () => {
    const output = recommend({ holdings: [], universe: [] });
    assert.deepEqual(output.portfolio, {
      ...{ hhi: 0, stableShare: 0, tokenCount: 0, chainCount: 0, stableReserveUsd: 0 },
      ...{ volatilityAnnual: null, targetVolatility: 0.3, risk: 'current', reserveForTargetUsd: null, shortHistory: [] },
    });
    assert.equal(output.plan.after?.volatilityAnnual, null);
    assert.deepEqual([output.plan.steps, output.plan.reserveTargetUsd], [[], 0]);
  });
});
