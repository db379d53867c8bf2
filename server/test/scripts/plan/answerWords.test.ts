/**
 * The property tests' and check:plan's check of every answer's words (scripts/plan/answerWords.ts), on the
 * words issue 38 found: a reserve Ribbit could not name, and a health factor not worked out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Recommendation } from '../../../../contract';
import { answerWordProblems } from '../../../scripts/plan/answerWords';

/** Only the fields the check walks matter: it reads every string and number wherever it sits. */
const answerWith = (extra: Record<string, unknown>): Recommendation => ({ tokens: [], ...extra }) as unknown as Recommendation;

describe('the answer’s words', () => {
  it('finds "undefined", NaN, an empty name and the gap an empty name leaves', () => {
    const problems = answerWordProblems(
      answerWith({
        plan: { steps: [{ why: 'Aave may sell your  and undefined now' }] },
        loans: [{ collateralSymbols: [''], healthFactor: Number.NaN }],
        tokens: [{ symbol: ' ', reasons: ['worth NaN'] }],
      }),
    );
    assert.deepEqual(problems, [
      'tokens[0].symbol: an empty name',
      'tokens[0].reasons[0]: "worth NaN"',
      'plan.steps[0].why: "Aave may sell your  and undefined now"',
      'loans[0].collateralSymbols[0]: an empty name',
      'loans[0].healthFactor: NaN',
    ]);
  });

  it('passes plain words', () => {
    assert.deepEqual(answerWordProblems(answerWith({ plan: { steps: [{ why: 'Aave may sell your UNI and HOP now' }] }, tokens: [{ symbol: 'UNI' }] })), []);
  });
});
