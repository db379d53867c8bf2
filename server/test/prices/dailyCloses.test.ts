import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dailyCloses, SECONDS_PER_DAY, type Round } from '../../src/prices/dailyCloses';

const DAY_ZERO = 1_700_006_400; // a UTC midnight
const round = (day: number, hour: number, priceUsd: number): Round => ({ roundId: BigInt(day * 100 + hour), priceUsd, updatedAt: DAY_ZERO + day * SECONDS_PER_DAY + hour * 3600 });

describe('dailyCloses', () => {
  it('takes the last round of each UTC day, oldest day first', () => {
    const rounds = [round(0, 1, 10), round(0, 23, 11), round(1, 0, 12), round(1, 12, 13), round(2, 6, 14)];
    assert.deepEqual(dailyCloses(rounds, 3), [11, 13, 14]);
  });

  it('carries the last close over a day without rounds', () => {
    assert.deepEqual(dailyCloses([round(0, 5, 1), round(3, 5, 4)], 4), [1, 1, 1, 4]);
  });

  it('covers only `days` days ending on the latest round’s day, and nothing before the first round', () => {
    const rounds = [round(2, 5, 3), round(3, 5, 4), round(4, 5, 5)];
    assert.deepEqual(dailyCloses(rounds, 2), [4, 5]);
    assert.deepEqual(dailyCloses(rounds, 10), [3, 4, 5]);
  });

  it('does not depend on the order rounds arrive in', () => {
    assert.deepEqual(dailyCloses([round(1, 3, 2), round(0, 3, 1)], 2), [1, 2]);
    assert.deepEqual(dailyCloses([], 5), []);
  });
});
