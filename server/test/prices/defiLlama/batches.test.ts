import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batchCoins } from '../../../src/prices/defiLlama/batches';

describe('batching coins into URLs', () => {
  const coins = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'];

  it('puts as many coins in a URL as fit, commas included, keeping their order', () => {
    // 10 fixed characters + "aaaa,bbbb" (9) = 19 fits in 20; a third coin would need 24.
    assert.deepEqual(batchCoins(coins, 10, 20), [['aaaa', 'bbbb'], ['cccc', 'dddd'], ['eeee']]);
    assert.deepEqual(batchCoins(coins, 10, 1000), [coins]);
  });

  it('answers no batch for no coin, and refuses a coin that can never fit', () => {
    assert.deepEqual(batchCoins([], 10, 20), []);
    assert.throws(() => batchCoins(['x'.repeat(30)], 10, 20), RangeError);
  });
});
