import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recommend, type EngineAsset, type UniverseToken } from '../../src/engine';
import { MAX_BUY_SUGGESTIONS } from '../../src/engine/thresholds';
import { candidate, crash, flat, held, quiet, token, uptrend } from './fixtures';

const STABLE = ['stablecoin'];

/** Everything a careless engine might suggest, and the few it should. */
const UNIVERSE: UniverseToken[] = [
  candidate('AAVE', uptrend(180, 0.003)),
  // On the dollar today, but it slipped to $0.98 last month: a worse record than USDC's.
  candidate(
    'AUSD',
    flat().map((close, i) => (i === 150 ? 0.98 : close)),
    STABLE,
    1,
  ),
  candidate('BADUSD', flat(), STABLE, 0.95),
  candidate('DAI', flat(), STABLE, 1.002),
  candidate('DOOM', crash(180, 30, 55)),
  candidate('ETH', uptrend(180, 0.009)),
  candidate('LINK', uptrend(180, 0.006)),
  { token: token('GIFT', undefined, 'Claim at gift-eth.com'), prices: candidate('GIFT', uptrend(180, 0.02)).prices },
  candidate('UNI', uptrend(180, 0.005)),
  candidate('USDC', flat(), STABLE, 0.9999),
];

/** The suggestions: the entries not held (a buy, or a hold when the plan has no money for it). */
const buys = (holdings: EngineAsset[], universe = UNIVERSE) => recommend({ holdings, universe }).tokens.filter((advice) => advice.count === 0);
const symbols = (holdings: EngineAsset[], universe = UNIVERSE) => buys(holdings, universe).map((t) => t.symbol);

describe('buy suggestions', () => {
  it('a one-token wallet with no stablecoin: the stablecoin nearest its peg, then the best uptrends, at most 3', () => {
    const picks = symbols([held('ETH', uptrend(180, 0.009), 2)]);
    assert.equal(picks.length, MAX_BUY_SUGGESTIONS);
    assert.deepEqual(picks, ['USDC', 'LINK', 'UNI']);
  });

  it("among stablecoins on peg, the steadiest 90-day record wins over today's closer price", () => {
    const stables = UNIVERSE.filter((c) => c.token.symbol === 'AUSD' || c.token.symbol === 'USDC');
    const wallet = [quiet('A', 100), quiet('B', 100), quiet('C', 100), quiet('D', 100), quiet('E', 100)];
    assert.deepEqual(symbols(wallet, stables), ['USDC']);
    assert.deepEqual(symbols(wallet, [...stables].reverse()), ['USDC']);
  });

  it('never suggests spam, depegged, crashing or already held tokens', () => {
    const all = symbols(
      [held('ETH', uptrend(180, 0.009), 2)],
      UNIVERSE.filter((c) => c.token.symbol !== 'USDC'),
    );
    for (const banned of ['GIFT', 'BADUSD', 'DOOM', 'ETH']) assert.ok(!all.includes(banned), `${banned} in ${all.join(', ')}`);
  });

  it('a diversified wallet with a stable reserve gets no suggestions', () => {
    const wallet = [quiet('A', 100), quiet('B', 100), quiet('C', 100), quiet('D', 100), quiet('USDT', 100, STABLE)];
    assert.deepEqual(symbols(wallet), []);
  });

  it('a diversified wallet without stablecoins gets only a stablecoin', () => {
    const wallet = [quiet('A', 100), quiet('B', 100), quiet('C', 100), quiet('D', 100), quiet('E', 100)];
    assert.deepEqual(symbols(wallet), ['USDC']);
  });

  it('a concentrated wallet with enough stablecoins gets uptrends only', () => {
    assert.deepEqual(symbols([quiet('USDT', 700, STABLE), quiet('A', 300)]), ['ETH', 'LINK', 'UNI']);
  });

  it('an empty or wholly unpriced wallet gets no suggestions', () => {
    assert.deepEqual(symbols([]), []);
    assert.deepEqual(symbols([{ token: token('MYST'), amount: 5, prices: null }]), []);
  });

  it('a suggestion has count 0, no value, its price, and the rules that chose it', () => {
    const [usdc, link] = buys([held('ETH', uptrend(180, 0.009), 2)]);
    assert.deepEqual([usdc.count, usdc.valueUsd, usdc.price], [0, 0, 0.9999]);
    assert.deepEqual([...new Set(usdc.rules.map((r) => r.id))], ['no-stable-reserve', 'stable-candidate']);
    assert.deepEqual([...new Set(link.rules.map((r) => r.id))], ['concentrated', 'uptrend-candidate', 'unfunded']);
    assert.equal(usdc.action, 'buy', 'a stablecoin suggestion is paid from the other tokens');
    assert.match(
      usdc.result,
      /^Buy [\d,.]+ USDC \(≈ \$[\d.]+\), 10% of your money, by selling a little of each of your other tokens: you hold no stablecoins; USDC holds its \$1 peg/,
    );
    assert.ok(
      link.rules.some((rule) => rule.text === 'concentration (HHI) 1.00 ≥ 0.30'),
      'the HHI is in "Why?"',
    );
    // No reserve and no sells: nothing pays for LINK, so it is no call, and says why.
    assert.equal(link.action, 'hold');
    assert.equal(link.result, 'Do not buy it now: there are no stablecoins and no sales to pay for it.');
    assert.match(
      link.description,
      /^Most of your money sits in a few tokens, and LINK is rising \(.*\), but there are no stablecoins and no sales to pay for it, so do not buy it now\. /,
    );
    assert.match(link.rules.at(-1)?.text ?? '', /^money left for buys in the plan \$0\.00 < \$[\d,.]+ \(no stablecoins and no sales in the plan\)$/);
  });
});
