/**
 * The money rule (plan/money.ts): a sale goes into a stablecoin on its own chain; a buy is paid from its own
 * chain's stablecoins only, never below the reserve floor (10% of the wallet), and never so far that the
 * wallet's swing passes the ceiling.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EngineInput } from '../../../src/engine';
import { buyCap, floorCents, sellInto } from '../../../src/engine/plan/money';
import { readRisk } from '../../../src/engine/plan/risk';
import { budgetLevel } from '../../../src/engine/plan/level';

/** The balanced level, as a wallet with it chosen is read. */
const BALANCED = budgetLevel('balanced');
import { candidate, choppy, flat, history, onChain, series, sideways, STABLE, token, uptrend, worth } from '../fixtures';
import { assetOf, holdingOf, ledgerOf } from './planned';

const on = (symbol: string, chainId: number, closes: number[], amount: number, tags?: string[], priceUsd?: number) => ({
  token: onChain(token(symbol, tags), chainId),
  amount,
  prices: history(closes, priceUsd),
});

describe('the reserve floor', () => {
  it('is 10% of the wallet, in cents', () => {
    const ledger = ledgerOf({ holdings: [worth('ETH', sideways(), 12_345.67), worth('USDC', flat(), 100, STABLE)], universe: [] });
    assert.equal(floorCents(ledger), 124_457);
  });
});

describe('where a sale goes', () => {
  it('into the largest stablecoin held on its own chain', () => {
    const ledger = ledgerOf({
      holdings: [on('ETH', 1, sideways(), 10), on('DAI', 1, flat(), 300, STABLE), on('USDC', 1, flat(), 500, STABLE), on('USDT', 8453, flat(), 900, STABLE)],
      universe: [],
    });
    assert.equal(sellInto(ledger, 1)?.token.symbol, 'USDC');
    assert.equal(sellInto(ledger, 8453)?.token.symbol, 'USDT');
  });

  it('on a chain without one, into the steadiest stablecoin the universe has there, never one off its peg or with a spam name', () => {
    const dipped = series(180, (i) => (i === 170 ? 0.99 : 1));
    const input: EngineInput = {
      holdings: [on('ETH', 1, sideways(), 10), on('LINK', 8453, sideways(), 10)],
      universe: [
        { ...candidate('USDT', dipped, STABLE), token: onChain(token('USDT', STABLE), 1) },
        { ...candidate('DAI', flat(180, 1.001), STABLE), token: onChain(token('DAI', STABLE), 1) },
        { ...candidate('UST', flat(), STABLE, 0.9), token: onChain(token('UST', STABLE), 1) },
        { ...candidate('USDC', flat(), STABLE), token: onChain(token('USDC', STABLE, 'Claim usdc-gift.com'), 1) },
        { ...candidate('USDC', dipped, STABLE), token: onChain(token('USDC', STABLE), 8453) },
      ],
    };
    const ledger = ledgerOf(input);
    const ethereum = sellInto(ledger, 1);
    assert.equal(ethereum?.token.symbol, 'DAI', 'a tenth of a cent off every day beats one 1% dip');
    assert.equal(ethereum.held, null, 'not held: worth 0 until a sale');
    assert.equal(ledger.cents[ethereum.index], 0);
    assert.equal(sellInto(ledger, 8453)?.token.symbol, 'USDC');
    assert.equal(sellInto(ledger, 10), null, 'no stablecoin known on a chain: nowhere to sell into');
  });
});

describe('what pays for a buy', () => {
  it('only its own chain’s stablecoins: money on Base never pays for a buy on Ethereum', () => {
    const ledger = ledgerOf({ holdings: [on('LINK', 1, uptrend(), 1), on('USDC', 8453, flat(), 5_000, STABLE)], universe: [] });
    const link = assetOf(ledger, 'LINK');
    const cap = buyCap(ledger, readRisk(ledger, BALANCED), link, holdingOf(ledger, 'LINK'), 10_000, 0.3);
    assert.deepEqual(cap, { cents: 0, limit: 'money' });
  });

  it('never below the floor: at most what the wallet holds in stablecoins above 10% of it', () => {
    const ledger = ledgerOf({ holdings: [worth('ETH', sideways(), 700), worth('USDC', flat(), 300, STABLE)], universe: [] });
    const eth = assetOf(ledger, 'ETH');
    const cap = buyCap(ledger, readRisk(ledger, BALANCED), eth, eth.holdings[0], 50_000, 10);
    assert.deepEqual(cap, { cents: 20_000, limit: 'money' });
    assert.deepEqual(buyCap(ledger, readRisk(ledger, BALANCED), eth, eth.holdings[0], 15_000, 10), { cents: 15_000, limit: null });
  });

  it('never past the ceiling: bought up to the cap, the wallet swings at the ceiling and no more', () => {
    const ledger = ledgerOf({ holdings: [worth('PEPE', choppy(), 100), worth('USDC', flat(), 900, STABLE)], universe: [] });
    const pepe = assetOf(ledger, 'PEPE');
    const before = readRisk(ledger, BALANCED);
    assert.ok(before.swing !== null && before.swing < 0.3, `${before.swing}`);
    const cap = buyCap(ledger, before, pepe, pepe.holdings[0], 80_000, 0.3);
    assert.equal(cap.limit, 'swing');
    ledger.move(holdingOf(ledger, 'USDC'), pepe.holdings[0], cap.cents);
    const swing = readRisk(ledger, BALANCED).swing ?? Number.NaN;
    assert.ok(swing <= 0.3 && swing > 0.3 - 1e-4, `bought ${cap.cents} cents, the swing is ${swing}`);
  });

  it('nothing at all in a wallet already past the ceiling', () => {
    const wild = ledgerOf({ holdings: [worth('PEPE', choppy(), 500), worth('USDC', flat(), 500, STABLE)], universe: [] });
    const pepe = assetOf(wild, 'PEPE');
    assert.deepEqual(buyCap(wild, readRisk(wild, BALANCED), pepe, pepe.holdings[0], 10_000, 0.3), { cents: 0, limit: 'swing' });
  });

  it('no cap from the swing while the wallet’s swing cannot be measured: only the money limits the buy', () => {
    const ledger = ledgerOf({ holdings: [worth('PEPE', choppy(), 100), worth('NEW', uptrend(20), 100), worth('USDC', flat(), 800, STABLE)], universe: [] });
    const pepe = assetOf(ledger, 'PEPE');
    assert.equal(readRisk(ledger, BALANCED).swing, null);
    assert.deepEqual(buyCap(ledger, readRisk(ledger, BALANCED), pepe, pepe.holdings[0], 60_000, 0.3), { cents: 60_000, limit: null });
  });
});
