import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proxyRoundId, type Round } from '../../../src/prices/chainlink/rounds';
import { PhaseRounds } from '../../../src/prices/chainlink/timeline';

const PHASE = 3n;

function round(aggregatorRound: bigint, updatedAt: number): Round {
  const roundId = proxyRoundId(PHASE, aggregatorRound);
  return { roundId, answer: 200_000_000_000n + aggregatorRound, startedAt: updatedAt, updatedAt };
}

function roundsOf(phase: PhaseRounds): bigint[] {
  return phase.points().map((point) => point.round);
}

describe("a phase's sorted points follow every change to its reads", () => {
  it('sorts the rounds read, skipping absent ones, and sees a later set', () => {
    const phase = new PhaseRounds(PHASE, 10n);
    phase.known.set(7n, round(7n, 700));
    phase.known.set(2n, round(2n, 200));
    phase.known.set(5n, 'absent');
    assert.deepEqual(roundsOf(phase), [2n, 7n]);
    phase.known.set(4n, round(4n, 400));
    assert.deepEqual(roundsOf(phase), [2n, 4n, 7n]);
  });

  it('drops a deleted round from the points', () => {
    const phase = new PhaseRounds(PHASE, 10n);
    phase.known.set(2n, round(2n, 200));
    phase.known.set(7n, round(7n, 700));
    assert.deepEqual(roundsOf(phase), [2n, 7n]);
    assert.equal(phase.known.delete(7n), true);
    assert.deepEqual(roundsOf(phase), [2n]);
    assert.equal(phase.known.delete(9n), false);
    assert.deepEqual(roundsOf(phase), [2n]);
  });

  it('has no points once its reads are cleared, and sees the reads after', () => {
    const phase = new PhaseRounds(PHASE, 10n);
    phase.known.set(2n, round(2n, 200));
    assert.deepEqual(roundsOf(phase), [2n]);
    phase.known.clear();
    assert.deepEqual(roundsOf(phase), []);
    phase.known.set(3n, round(3n, 300));
    assert.deepEqual(roundsOf(phase), [3n]);
  });
});
