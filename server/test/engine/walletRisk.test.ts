import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineAsset } from '../../src/engine';
import { annualisedVolatility } from '../../src/engine/signals/volatility';
import { WALLET_TARGET_VOLATILITY, WALLET_VOLATILITY_DAYS } from '../../src/engine/thresholds';
import { choppy, downtrend, flat, held, quiet, series, uptrend } from './fixtures';

const STABLE = ['stablecoin'];

/** The wallet's figures and overview for these holdings. */
const measure = (holdings: EngineAsset[]) => recommend({ holdings, universe: [] });

const close = (actual: number | null, expected: number, label: string) => {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-9, `${label}: ${actual} ≈ ${expected}`);
};

/** A token's volatility over the wallet's window (a quarter; its own signal is over a month). */
const walletWindowVolatility = (closes: readonly number[]) => annualisedVolatility(closes, WALLET_VOLATILITY_DAYS)!;

describe('wallet volatility', () => {
  it('a one-token wallet has exactly that token’s volatility over the wallet’s window', () => {
    const { portfolio } = measure([held('ETH', choppy(), 10)]);
    close(portfolio.volatilityAnnual, walletWindowVolatility(choppy()), 'volatility');
    assert.equal(portfolio.targetVolatility, WALLET_TARGET_VOLATILITY);
  });

  it('a stable reserve counts as no volatility: half the wallet in DAI halves it', () => {
    const eth = held('ETH', choppy(), 10);
    const alone = measure([eth]).portfolio.volatilityAnnual!;
    const value = 10 * choppy().at(-1)!;
    const { portfolio } = measure([eth, held('DAI', flat(180, 1), value, STABLE)]);
    close(portfolio.volatilityAnnual, alone / 2, 'volatility');
    close(portfolio.stableReserveUsd, value, 'reserve');
  });

  it('weighs by value and lets opposite moves cancel: a token and its mirror image swing less than either', () => {
    const mirror = series(180, (i) => 100 * (i % 2 === 0 ? 1.08 : 1));
    const { portfolio, tokens } = measure([held('UP', choppy(), 1), held('DOWN', mirror, 1.08)]);
    assert.ok(tokens[0].signals.volatilityAnnual! > 1);
    assert.ok(portfolio.volatilityAnnual! < 0.05, `${portfolio.volatilityAnnual}`);
  });

  it('names the reserve that would bring a volatile wallet to the target, taken from the rest in proportion', () => {
    const { portfolio, totalValueUsd, overview } = measure([held('PEPE', choppy(), 100), quiet('DAI', 1_000, STABLE)]);
    const restVolatility = walletWindowVolatility(choppy());
    const expected = (1 - WALLET_TARGET_VOLATILITY / restVolatility) * totalValueUsd;
    close(portfolio.reserveForTargetUsd, expected, 'reserve for the target');
    const more = Number((expected - 1_000).toPrecision(3));
    assert.ok(
      overview.includes(
        `Its value swings about ${Math.round(portfolio.volatilityAnnual! * 100)}% a year, more than the ${WALLET_TARGET_VOLATILITY * 100}% Ribbit aims for. ` +
          `Keeping about $${more.toLocaleString('en-US')} more in stablecoins, moved from your other tokens in proportion, would bring it down to that.`,
      ),
      overview,
    );
  });

  it('a wallet already under the target needs no more reserve, and says so', () => {
    const { portfolio, overview } = measure([held('ETH', uptrend(180, 0.001), 10), quiet('DAI', 5_000, STABLE)]);
    assert.ok(portfolio.volatilityAnnual! < WALLET_TARGET_VOLATILITY);
    assert.equal(portfolio.reserveForTargetUsd, 0);
    assert.match(overview, /Its value swings about \d+(\.\d)?% a year, within the 30% Ribbit aims for\./);
  });

  it('an all-stable wallet has no volatility and needs no reserve beyond what it holds', () => {
    const { portfolio, overview } = measure([quiet('DAI', 5_000, STABLE), quiet('USDC', 3_000, STABLE)]);
    assert.equal(portfolio.volatilityAnnual, 0);
    assert.equal(portfolio.reserveForTargetUsd, 0);
    assert.equal(portfolio.stableReserveUsd, 8_000);
    assert.match(overview, /Its value swings about 0% a year, within the 30% Ribbit aims for\./);
  });

  it('a token with under 91 daily closes leaves the volatility unmeasured and named; a young stablecoin does not', () => {
    const { portfolio, overview } = measure([held('ETH', choppy(), 10), held('NEW', downtrend(40), 5), held('USDX', flat(10), 100, STABLE)]);
    assert.equal(portfolio.volatilityAnnual, null);
    assert.equal(portfolio.reserveForTargetUsd, null);
    assert.deepEqual(portfolio.shortHistory, ['NEW']);
    assert.match(overview, /How much its value swings cannot be measured yet: NEW has under 90 days of prices\./);
  });

  it('an empty wallet has no volatility and says nothing of it', () => {
    const { portfolio, overview } = measure([]);
    assert.equal(portfolio.volatilityAnnual, null);
    assert.doesNotMatch(overview, /swings|volatility/i);
  });
});
