/**
 * The ledger the plan is worked out on (plan/ledger.ts): the wallet in cents per holding, every move a flow
 * between a token and a stablecoin, the total never changing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { candidate, flat, history, onChain, quiet, STABLE, token, uptrend } from '../fixtures';
import { assetOf, holdingOf, ledgerOf } from './planned';

const wallet = () => ({
  holdings: [
    { token: onChain(token('ETH'), 31337), amount: 1_234.567, prices: history(flat(180, 1)) },
    quiet('USDC', 500, STABLE),
    quiet('DAI', 300, STABLE),
    { token: onChain(token('ETH'), 8453), amount: 2, prices: history(flat(180, 100)) },
  ],
  universe: [candidate('AAVE', uptrend())],
});

describe('the ledger', () => {
  it('holds each holding in whole cents, a token not held at 0, and the wallet total', () => {
    const ledger = ledgerOf(wallet());
    assert.equal(ledger.cents[holdingOf(ledger, 'ETH', 31337).index], 123_457);
    assert.equal(ledger.cents[holdingOf(ledger, 'ETH', 8453).index], 20_000);
    assert.equal(ledger.centsOf(assetOf(ledger, 'ETH')), 143_457, 'an asset is all its chains');
    assert.equal(ledger.cents[holdingOf(ledger, 'AAVE').index], 0);
    assert.equal(ledger.totalUsd(), 2_234.57);
    assert.equal(ledger.cashCents(), 80_000);
  });

  it('moves cents from a holding to another as one flow, the total unchanged', () => {
    const ledger = ledgerOf(wallet());
    const [eth, usdc] = [holdingOf(ledger, 'ETH', 31337), holdingOf(ledger, 'USDC')];
    const version = ledger.version;
    ledger.move(eth, usdc, 23_457);
    assert.deepEqual(ledger.flows, [{ from: eth.index, to: usdc.index, cents: 23_457 }]);
    assert.equal(ledger.cents[eth.index], 100_000);
    assert.equal(ledger.valueOf(assetOf(ledger, 'USDC')), 734.57);
    assert.equal(ledger.cashCents(), 103_457);
    assert.equal(ledger.totalUsd(), 2_234.57);
    assert.ok(ledger.version > version, 'a move is a new state of the wallet');
    ledger.move(eth, usdc, 0);
    assert.equal(ledger.flows.length, 1, 'nothing moved, no flow');
  });

  it('lists an asset’s holdings and a chain’s stablecoins largest first, as they stand', () => {
    const ledger = ledgerOf(wallet());
    assert.deepEqual(
      ledger.largestFirst(assetOf(ledger, 'ETH')).map((holding) => holding.token.chainId),
      [31337, 8453],
    );
    assert.deepEqual(
      ledger.cashOn(31337).map((holding) => holding.token.symbol),
      ['USDC', 'DAI'],
    );
    ledger.move(holdingOf(ledger, 'USDC'), holdingOf(ledger, 'ETH', 31337), 30_000);
    assert.deepEqual(
      ledger.cashOn(31337).map((holding) => holding.token.symbol),
      ['DAI', 'USDC'],
    );
    assert.equal(ledger.cashCentsOn(31337), 50_000);
    assert.deepEqual(ledger.cashOn(8453), [], 'no stablecoin on Base: nothing there pays for a buy');
  });
});
