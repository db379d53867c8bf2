/**
 * Generated loans on Aave's own code (realLoans.ts): the move Ribbit states liquidates within 0.5 % of where a real
 * liquidationCall first succeeds, and its fix, carried out on the Pool, reaches the health factor it states. The
 * suite runs a few; `npm run check:loans` runs 100.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useLocalEthereum } from '../../support/localEthereum';
import { checkRealLoans } from './realLoans';

const local = useLocalEthereum();

describe('generated loans on Aave’s real Pool', () => {
  it('states the fall or rise where liquidationCall starts to succeed, and a fix that reaches its health factor', async () => {
    const results = await checkRealLoans(local.chain(), 12);
    for (const result of results) {
      assert.ok(result.withParts, `${result.label}: read without Aave's own prices`);
      for (const move of result.moves) {
        assert.ok(move.refusedShort, `${result.label}: liquidated 0.5 % short of the stated ${move.direction}`);
        assert.ok(move.liquidatedPast, `${result.label}: not liquidated 0.5 % past the stated ${move.direction}`);
      }
      if (result.fix)
        assert.ok(result.fix.reached >= result.fix.stated, `${result.label}: ${result.fix.steps} reached ${result.fix.reached}, stated ${result.fix.stated}`);
    }
    // The generator covers what issue 37 found wrong: a rise, mixed collateral, and fixes.
    assert.ok(results.some((result) => result.moves.some((move) => move.direction === 'rise')));
    assert.ok(results.some((result) => result.moves.length === 2));
    assert.ok(results.some((result) => result.label.includes('+')));
    assert.ok(results.some((result) => result.fix !== null));
  });
});
