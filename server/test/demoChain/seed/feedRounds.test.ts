import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NATIVE_TOKEN, ERC20_TOKENS, feedOf } from '../../../src/demoChain/seed/catalog';
import type { FeedPlan } from '../../../src/demoChain/seed/chainPlan';
import { PHASE_CHANGE_DAYS_AGO, SECONDS_PER_DAY, dailyRounds, feedCloses, hourlyRounds, splitPhases, toAnswer } from '../../../src/demoChain/seed/feedRounds';
import { HISTORY_DAYS, priceSeries } from '../../../src/demoChain/seed/priceSeries';

const NOW = 1_790_000_000;
const ETH_SPEC = feedOf(NATIVE_TOKEN);
assert.ok(ETH_SPEC);
const ethCloses = priceSeries({ label: 'ETH', ...ETH_SPEC });

describe('hourlyRounds', () => {
  const rounds = hourlyRounds(ethCloses, 8, NOW, 'ETH');

  it('answers each day exactly its daily close at now − k days', () => {
    const byTime = new Map(rounds.map((round) => [Number(round.updatedAt), round.answer]));
    ethCloses.forEach((close, index) => {
      assert.equal(byTime.get(NOW - (HISTORY_DAYS - index) * SECONDS_PER_DAY), toAnswer(close, 8), `day ${index}`);
    });
  });

  it('has a round every hour, never a gap over an hour, and deviation rounds in between', () => {
    const hourly = HISTORY_DAYS * 24 + 1;
    const deviations = rounds.length - hourly;
    assert.ok(deviations > 0.1 * hourly && deviations < 0.2 * hourly, `${deviations} deviation rounds`);
    for (let index = 1; index < rounds.length; index++) {
      const gap = Number(rounds[index].updatedAt - rounds[index - 1].updatedAt);
      assert.ok(gap > 0 && gap <= 3_600, `gap ${gap} s at ${index}`);
    }
    assert.equal(rounds[rounds.length - 1].updatedAt, BigInt(NOW));
  });

  it('is the same on every run', () => {
    assert.deepEqual(hourlyRounds(ethCloses, 8, NOW, 'ETH'), rounds);
  });
});

describe('splitPhases', () => {
  it('puts the rounds before the change in phase 1 and the rest in phase 2, none lost', () => {
    const rounds = dailyRounds(ethCloses, 8, NOW);
    const [before, since] = splitPhases(rounds, NOW);
    assert.equal(since.length, PHASE_CHANGE_DAYS_AGO + 1);
    assert.equal(before.length + since.length, rounds.length);
    assert.equal(since[0].updatedAt, BigInt(NOW - PHASE_CHANGE_DAYS_AGO * SECONDS_PER_DAY));
  });
});

describe('feedCloses', () => {
  it('quotes an X / ETH feed in ETH, day by day', () => {
    const spec = ERC20_TOKENS.find((token) => token.symbol === 'LDO');
    const series = spec ? feedOf(spec) : null;
    assert.ok(series);
    const feed: FeedPlan = { symbol: 'LDO', spec: series, realAddress: null, description: 'LDO / ETH', decimals: 18, quote: 'ETH', layout: 'daily' };
    const inEth = feedCloses(feed, ethCloses);
    const inUsd = priceSeries({ label: 'LDO', ...series });
    inEth.forEach((close, index) => {
      assert.ok(Math.abs(close * ethCloses[index] - inUsd[index]) < 1e-9 * inUsd[index]);
    });
  });
});
