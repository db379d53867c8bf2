import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NATIVE_TOKEN, ERC20_TOKENS, feedOf } from '../../../demo/seed/catalog';
import type { FeedPlan } from '../../../demo/seed/chainPlan';
import { PHASE_CHANGE_DAYS_AGO, dailyRounds, feedCloses, hourlyRounds, splitPhases, toAnswer } from '../../../demo/seed/feedRounds';
import { SECONDS_PER_DAY, utcDayStart } from '../../../src/prices/utcDay';
import { HISTORY_DAYS, priceSeries } from '../../../demo/seed/priceSeries';

const NOW = 1_790_000_000;
const ETH_SPEC = feedOf(NATIVE_TOKEN);
assert.ok(ETH_SPEC);
const ethCloses = priceSeries({ label: 'ETH', ...ETH_SPEC });

describe('hourlyRounds', () => {
  const rounds = hourlyRounds(ethCloses, 8, NOW, 'ETH');

  // A reader's close for a UTC day is the last round before the day's end.
  const closeRead = (feedRounds: readonly { answer: bigint; updatedAt: bigint }[], dayEnd: number): bigint | undefined =>
    feedRounds.filter((round) => round.updatedAt < BigInt(dayEnd)).at(-1)?.answer;

  it('reads back exactly the seeded daily closes, whatever the time of day of seeding', () => {
    const midnight = utcDayStart(NOW);
    for (const now of [midnight, midnight + 1_800, midnight + 43_210, midnight + SECONDS_PER_DAY - 1]) {
      const seeded = hourlyRounds(ethCloses, 8, now, 'ETH');
      ethCloses.slice(0, -1).forEach((close, index) => {
        const dayEnd = utcDayStart(now - (HISTORY_DAYS - index) * SECONDS_PER_DAY) + SECONDS_PER_DAY;
        assert.equal(closeRead(seeded, dayEnd), toAnswer(close, 8), `seeded at ${now}, day ${index}`);
      });
      assert.deepEqual(seeded.at(-1), { answer: toAnswer(ethCloses[HISTORY_DAYS], 8), updatedAt: BigInt(now) });
    }
  });

  it('has a round every hour, never a gap over an hour, and deviation rounds in between', () => {
    const start = NOW - HISTORY_DAYS * SECONDS_PER_DAY;
    const offGrid = rounds.filter((round) => (Number(round.updatedAt) - start) % 3_600 !== 0);
    const dayEnds = offGrid.filter((round) => (Number(round.updatedAt) + 1) % SECONDS_PER_DAY === 0);
    assert.equal(dayEnds.length, HISTORY_DAYS);
    const hourly = HISTORY_DAYS * 24 + 1;
    const deviations = offGrid.length - dayEnds.length;
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
