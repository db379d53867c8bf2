/**
 * The plan's lines (plan/steps.ts): the ledger's flows netted per token and stablecoin, each line naming its
 * token, stablecoin, chain and amount, the lines adding up to the totals and to each chain's money in cents.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokenAction } from '../../../src/engine/plan/model';
import { planLines } from '../../../src/engine/plan/steps';
import { candidate, flat, history, onChain, sideways, STABLE, token, uptrend } from '../fixtures';
import { holdingOf, ledgerOf } from './planned';

const on = (symbol: string, chainId: number, closes: number[], amount: number, tags?: string[], priceUsd?: number) => ({
  token: onChain(token(symbol, tags), chainId),
  amount,
  prices: history(closes, priceUsd),
});

/** ETH on Ethereum and Base, UST off its peg and LINK on Ethereum, USDC on both; AAVE a candidate on Ethereum. */
function wallet() {
  const ledger = ledgerOf({
    holdings: [
      on('ETH', 1, flat(180, 2_000), 3),
      on('ETH', 8453, flat(180, 2_000), 1),
      on('UST', 1, flat(), 1_000, STABLE, 0.85),
      on('LINK', 1, flat(180, 15), 100),
      on('USDC', 1, flat(), 1_000, STABLE),
      on('USDC', 8453, flat(), 400, STABLE),
    ],
    universe: [{ ...candidate('AAVE', uptrend()), token: onChain(token('AAVE'), 1) }],
  });
  const at = (symbol: string, chainId = 1) => holdingOf(ledger, symbol, chainId);
  const lines = () => planLines(ledger, (asset) => (asset.kind === 'broken' ? brokenAction(asset.signals) : 'sell'), [1, 8453]);
  return { ledger, at, lines };
}

describe('the plan’s lines', () => {
  it('name the token, its stablecoin, its chain and the amount in units and dollars', () => {
    const { ledger, at, lines } = wallet();
    ledger.move(at('ETH', 8453), at('USDC', 8453), 100_000);
    const [line] = lines().steps;
    assert.deepEqual(line.step, {
      action: 'sell',
      symbol: 'ETH',
      name: 'ETH Token',
      chainId: 8453,
      address: at('ETH', 8453).token.address,
      units: 0.5,
      usd: 1_000,
      cash: { symbol: 'USDC', address: at('USDC', 8453).token.address },
    });
  });

  it('net a token’s sales and buys against the same stablecoin: never sell and buy back in one plan', () => {
    const { ledger, at, lines } = wallet();
    ledger.move(at('LINK'), at('USDC'), 60_000);
    ledger.move(at('USDC'), at('LINK'), 15_000);
    assert.deepEqual(
      lines().steps.map(({ step }) => [step.action, step.symbol, step.usd, step.units]),
      [['sell', 'LINK', 450, 30]],
    );
    ledger.move(at('USDC'), at('LINK'), 45_000);
    assert.deepEqual(lines().steps, [], 'sold and bought back in full: no line at all');
  });

  it('list the sales first, a broken stablecoin’s first, the larger before the smaller; then the buys, more for a token held there', () => {
    const { ledger, at, lines } = wallet();
    ledger.move(at('LINK'), at('USDC'), 50_000);
    ledger.move(at('ETH'), at('USDC'), 200_000);
    ledger.move(at('UST'), at('USDC'), 85_000);
    ledger.move(at('USDC'), at('AAVE'), 30_000);
    ledger.move(at('USDC', 8453), at('ETH', 8453), 10_000);
    assert.deepEqual(
      lines().steps.map(({ step }) => [step.action, step.symbol, step.chainId, step.usd]),
      [
        ['strongly sell', 'UST', 1, 850],
        ['sell', 'ETH', 1, 2_000],
        ['sell', 'LINK', 1, 500],
        ['buy', 'AAVE', 1, 300],
        ['buy more', 'ETH', 8453, 100],
      ],
    );
  });

  it('add up to each chain’s money and to the totals, in whole cents', () => {
    const { ledger, at, lines } = wallet();
    ledger.move(at('UST'), at('USDC'), 85_000);
    ledger.move(at('USDC'), at('AAVE'), 33_333);
    ledger.move(at('ETH', 8453), at('USDC', 8453), 12_345);
    const plan = lines();
    assert.deepEqual(plan.chains, [
      { chainId: 1, reserveBeforeUsd: 1_000, raisedUsd: 850, spentUsd: 333.33, reserveAfterUsd: 1_516.67 },
      { chainId: 8453, reserveBeforeUsd: 400, raisedUsd: 123.45, spentUsd: 0, reserveAfterUsd: 523.45 },
    ]);
    assert.deepEqual([plan.reserveBeforeUsd, plan.raisedUsd, plan.spentUsd, plan.reserveAfterUsd], [1_400, 973.45, 333.33, 2_040.12]);
    const sum = (action: (step: { action: string }) => boolean) =>
      plan.steps.filter(({ step }) => action(step)).reduce((total, { step }) => total + Math.round(step.usd * 100), 0) / 100;
    assert.equal(
      sum((step) => step.action.includes('sell')),
      plan.raisedUsd,
    );
    assert.equal(
      sum((step) => step.action.startsWith('buy')),
      plan.spentUsd,
    );
  });

  it('list the chains in the answer’s order and leave out a chain with no money in the plan', () => {
    const { ledger, at } = wallet();
    ledger.move(at('ETH', 8453), at('USDC', 8453), 100);
    const plan = planLines(ledger, () => 'sell', [8453, 1]);
    assert.deepEqual(
      plan.chains.map((chain) => chain.chainId),
      [8453, 1],
    );
    const empty = ledgerOf({ holdings: [on('ETH', 1, sideways(), 1), on('USDC', 8453, flat(), 10, STABLE)], universe: [] });
    assert.deepEqual(
      planLines(empty, () => 'sell', [1, 8453]).chains.map((chain) => chain.chainId),
      [8453],
      'Ethereum holds no stablecoin and the plan moves nothing there',
    );
  });
});
