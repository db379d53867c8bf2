/**
 * The overview's first sentence (text/planSentence.ts): the plan in one line, its figures the plan's own totals,
 * an asset named once whatever its chains, at most three names, and the reserve the plan keeps.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatUsd } from '../../../../contract/format';
import { recommend, type Plan, type PlanStep } from '../../../src/engine';
import { planSentence } from '../../../src/engine/text/planSentence';
import { DEMO_LIKE_WALLETS } from '../demoLike';

const step = (action: PlanStep['action'], symbol: string, usd: number, chainId = 1): PlanStep => ({
  action,
  symbol,
  name: symbol,
  chainId,
  address: `0x${symbol.padEnd(40, '0')}`,
  units: usd,
  usd,
  cash: { symbol: 'USDC', address: `0x${'1'.repeat(40)}` },
});

function plan(steps: PlanStep[], reserveBeforeUsd: number, reserveTargetUsd?: number): Plan {
  const cents = (pick: (entry: PlanStep) => boolean) => steps.filter(pick).reduce((sum, entry) => sum + Math.round(entry.usd * 100), 0) / 100;
  const raisedUsd = cents((entry) => entry.action.includes('sell'));
  const spentUsd = cents((entry) => entry.action.startsWith('buy'));
  return {
    steps,
    reserveBeforeUsd,
    raisedUsd,
    spentUsd,
    reserveAfterUsd: reserveBeforeUsd + raisedUsd - spentUsd,
    ...(reserveTargetUsd === undefined ? {} : { reserveTargetUsd }),
  };
}

describe('the plan in one sentence', () => {
  it('with nothing to do, says to keep everything', () => {
    assert.equal(planSentence(plan([], 1_000, 100)), 'The plan: keep everything as it is.');
  });

  it('names each sale with its dollars, a broken stablecoin as all of it, then the buys and what is kept', () => {
    assert.equal(
      planSentence(plan([step('strongly sell', 'UST', 10_680), step('sell', 'ETH', 204_117), step('buy more', 'LINK', 150_000)], 20_000, 30_000)),
      'Sell all of UST ($10,680) and $204,117 of ETH for stablecoins; buy $150,000 of LINK; keep $84,797 in stablecoins, at least the 10% reserve Ribbit keeps ($30,000).',
    );
  });

  it('names an asset once with the total of its lines, on every chain and stablecoin', () => {
    assert.equal(
      planSentence(
        plan(
          [step('sell', 'ETH', 274_550, 1), step('sell', 'ETH', 136_000, 8453), step('buy more', 'POWR', 48_115.23), step('buy more', 'POWR', 17_429.76)],
          0,
        ),
      ),
      'Sell $410,550 of ETH for stablecoins; buy $65,545 of POWR; keep $345,005 in stablecoins.',
    );
  });

  it('names three and counts the rest, summing the dollars when more than three are sold', () => {
    const steps = ['A', 'B', 'C', 'D', 'E'].map((symbol, i) => step('sell', symbol, 1_000 * (i + 1)));
    const buys = ['F', 'G', 'H', 'I'].map((symbol) => step('buy', symbol, 500));
    assert.equal(
      planSentence(plan([...steps, ...buys], 0, 1_000)),
      'Sell $15,000 of A, B, C and 2 more for stablecoins; buy $2,000 of F, G, H and 1 more; keep $13,000 in stablecoins, at least the 10% reserve Ribbit keeps ($1,000).',
    );
  });

  it('says when the plan leaves less than the reserve, and why', () => {
    assert.equal(
      planSentence(plan([step('strongly sell', 'UST', 50)], 0, 400)),
      'Sell all of UST ($50) for stablecoins; keep $50 in stablecoins, short of the 10% reserve Ribbit keeps ($400): there is nothing more the plan can sell for it.',
    );
  });

  it('on the whale demo wallet, writes the plan’s own totals', () => {
    const whale = DEMO_LIKE_WALLETS.find((wallet) => wallet.profile === 'whale');
    assert.ok(whale);
    const output = recommend(whale.input);
    const { plan: whalePlan } = output;
    const sentence = planSentence(whalePlan);
    assert.ok(output.overview.startsWith(sentence));
    const bought = new Set(whalePlan.steps.filter((entry) => entry.action.startsWith('buy')).map((entry) => entry.symbol));
    assert.deepEqual([...bought], ['LINK']);
    assert.ok(sentence.includes(`; buy ${formatUsd(whalePlan.spentUsd)} of LINK;`), sentence);
    assert.ok(
      sentence.endsWith(
        `; keep ${formatUsd(whalePlan.reserveAfterUsd)} in stablecoins, at least the 10% reserve Ribbit keeps (${formatUsd(whalePlan.reserveTargetUsd ?? 0)}).`,
      ),
      sentence,
    );
    // Within its own swing, the whale is not reshaped: no trim of ETH (engine 4 sold $410,550 of it).
    assert.ok(sentence.startsWith('Sell all of UST ($44,595) and $38,597 of CHZ for stablecoins;'), sentence);
  });
});
