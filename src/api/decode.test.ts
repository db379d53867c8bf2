import { encodePriceLine, LEVEL_ALPHABET } from '../../contract/priceLine';
import { aServiceRecommendation } from '../testing/fixtures';
import { decodeRecommendation } from './decode';

test('an answer with every field the service sends reads whole, as the contract types it', () => {
  // What history keeps of it (not the name, value, signals, trade, totals…): compactEntry.test.ts.
  expect(decodeRecommendation(aServiceRecommendation())).toEqual(aServiceRecommendation());
});

test('fields the contract does not define are not kept', () => {
  const answer = aServiceRecommendation();
  const decoded = decodeRecommendation({ ...answer, debug: true, tokens: [{ ...answer.tokens[0], internal: 1 }] });
  expect(decoded).not.toHaveProperty('debug');
  expect(decoded?.tokens[0]).not.toHaveProperty('internal');
  expect(decoded?.tokens[0].symbol).toBe('ETH');
});

test('unreadable rules and set-aside entries are left out; the rest of the answer still reads', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [{ ...eth, rules: [eth.rules[0], { id: 'x', action: 'moon', text: 'no such action' }, 'text only', { id: 'y', action: 'hold' }] }],
    setAside: [answer.setAside[0], { reason: 'unpriced' }, null],
  });
  expect(decoded?.tokens[0].rules).toEqual([eth.rules[0]]);
  expect(decoded?.setAside).toEqual([answer.setAside[0]]);
});

test('price notes are kept when there are some, and unreadable ones dropped', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const note = 'Priced by DefiLlama: no Chainlink feed is known for this token.';
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [
      { ...eth, notes: [note, 7, ''] },
      { ...usdc, notes: [] },
    ],
  });
  expect(decoded?.tokens[0].notes).toEqual([note]);
  expect(decoded?.tokens[1].notes).toEqual([]);
});

test('malformed chain fields are dropped and the entries that carry them still read', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [
      { ...eth, chainId: '1' },
      { ...usdc, chainId: 0 },
    ],
    setAside: [
      { symbol: 'OLD', reason: 'stale-price', chainId: 8453.5, priceAgeSeconds: -1 },
      { symbol: 'NAN', reason: 'stale-price', priceAgeSeconds: 'two days' },
    ],
    chains: [
      answer.chains[0],
      { chainId: 10, name: 'OP Mainnet', status: 'down' },
      { chainId: 137, name: '', status: 'ok' },
      { name: 'Base', status: 'ok' },
      { chainId: 42161, name: 'Arbitrum One', status: 'unavailable', reason: 42 },
      'Base',
    ],
  });
  expect(decoded?.tokens.map((token) => [token.symbol, token.chainId])).toEqual([
    ['ETH', undefined],
    ['USDC', undefined],
  ]);
  expect(decoded?.tokens[0]).not.toHaveProperty('chainId');
  expect(decoded?.setAside).toEqual([
    { symbol: 'OLD', reason: 'stale-price' },
    { symbol: 'NAN', reason: 'stale-price' },
  ]);
  expect(decoded?.chains).toEqual([
    { chainId: 1, name: 'Ethereum', status: 'ok' },
    { chainId: 42161, name: 'Arbitrum One', status: 'unavailable' },
  ]);
});

test('an answer from an older, single-chain service reads without rules, setAside, chain ids or chains', () => {
  const { setAside: _setAside, chains: _chains, ...answer } = aServiceRecommendation();
  const { rules: _rules, chainId: _chainId, ...eth } = answer.tokens[0];
  // The old reply's one top-level chainId is not kept: tokens without their own chain get no badge.
  const decoded = decodeRecommendation({ ...answer, chainId: 31337, tokens: [eth] });
  expect(decoded).not.toHaveProperty('setAside');
  expect(decoded).not.toHaveProperty('chains');
  expect(decoded).not.toHaveProperty('chainId');
  expect(decoded?.tokens[0]).not.toHaveProperty('rules');
  expect(decoded?.tokens[0]).not.toHaveProperty('chainId');
  expect(decoded?.tokens[0].symbol).toBe('ETH');
});

test('a token keeps a well-formed address and a volatility, from the wire or as the app stored them', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [
      { ...eth, address: '0x123', signals: { ...eth.signals, volatilityAnnual: null } },
      { symbol: 'LINK', action: 'hold', address: '0x514910771AF9Ca656af840dff83E8264EcF986CA', volatilityAnnual: 0.6 },
      { symbol: 'UNI', action: 'sell', volatilityAnnual: -1 },
    ],
  });
  expect(decoded?.tokens[0]).not.toHaveProperty('address');
  expect(decoded?.tokens[0]).not.toHaveProperty('volatilityAnnual');
  expect(decoded?.tokens[1]).toMatchObject({ address: '0x514910771AF9Ca656af840dff83E8264EcF986CA', volatilityAnnual: 0.6 });
  expect(decoded?.tokens[2]).not.toHaveProperty('volatilityAnnual');
});

test('the price line, the wallet figures and the trade are kept', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const portfolio = {
    ...{ hhi: 0.7, stableShare: 0.18, tokenCount: 2, chainCount: 2, shortHistory: [] },
    ...{ stableReserveUsd: 1000, volatilityAnnual: 0.58, targetVolatility: 0.5, reserveForTargetUsd: 1517.24 },
  };
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [
      { ...eth, sparkline: [3012, 2990.5, 3000], trade: { side: 'sell', units: 0.75, usd: 2250, sizeUsd: 2250 } },
      { ...usdc, sparkline: [] },
    ],
    portfolio,
  });
  expect(decoded?.tokens[0].sparkline).toEqual([3012, 2990.5, 3000]);
  // History keeps neither the trade (said in the description) nor the concentration figures: compactEntry.test.ts.
  expect(decoded?.tokens[0].trade).toEqual({ side: 'sell', units: 0.75, usd: 2250, sizeUsd: 2250 });
  expect(decoded?.tokens[1].sparkline).toEqual([]);
  expect(decoded?.portfolio).toEqual(portfolio);
});

test('unmeasured wallet figures read as null; unreadable ones drop the figures, and bad price points drop out of the line', () => {
  const answer = aServiceRecommendation();
  const unmeasured = { stableReserveUsd: 0, volatilityAnnual: null, targetVolatility: 0.5, reserveForTargetUsd: null };
  expect(decodeRecommendation({ ...answer, portfolio: unmeasured })?.portfolio).toEqual(unmeasured);
  expect(decodeRecommendation({ ...answer, portfolio: { ...unmeasured, volatilityAnnual: 'high' } })).not.toHaveProperty('portfolio');
  expect(decodeRecommendation({ ...answer, portfolio: { ...unmeasured, targetVolatility: 0 } })).not.toHaveProperty('portfolio');
  const decoded = decodeRecommendation({ ...answer, tokens: [{ ...answer.tokens[0], sparkline: [1, '2', null, -3, 0, 4, Infinity] }] });
  expect(decoded?.tokens[0].sparkline).toEqual([1, 4]);
});

test('the service’s encoded price line reads as its closes: the ends, the low and the high as sent, the rest within half a level', () => {
  const answer = aServiceRecommendation();
  const closes = [2301, 2442, 2295, 2712, 3453, 3120, 3400];
  const line = encodePriceLine(closes);
  expect(line.levels).toHaveLength(closes.length);
  const decoded = decodeRecommendation({ ...answer, tokens: [{ ...answer.tokens[0], sparkline: line }] });
  const points = decoded?.tokens[0].sparkline ?? [];
  expect(points).toHaveLength(closes.length);
  expect([points[0], points[points.length - 1], Math.min(...points), Math.max(...points)]).toEqual([2301, 3400, 2295, 3453]);
  const halfLevel = (3453 - 2295) / (LEVEL_ALPHABET.length - 1) / 2;
  points.forEach((point, day) => {
    expect(Math.abs(point - closes[day])).toBeLessThanOrEqual(halfLevel);
  });
});

test('a price line that is neither closes nor an encoded line is left out; the token still reads', () => {
  const answer = aServiceRecommendation();
  const broken = { ...encodePriceLine([1, 2, 3]), levels: 'A B' };
  const decoded = decodeRecommendation({ ...answer, tokens: [{ ...answer.tokens[0], sparkline: broken }] });
  expect(decoded?.tokens[0].symbol).toBe('ETH');
  expect(decoded?.tokens[0]).not.toHaveProperty('sparkline');
});

test('an answer or saved entry from a build before price lines and wallet figures reads without them', () => {
  const decoded = decodeRecommendation(aServiceRecommendation());
  expect(decoded?.tokens[0]).not.toHaveProperty('sparkline');
  expect(decoded).not.toHaveProperty('portfolio');
});

describe('the plan (engine 3)', () => {
  const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
  const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';
  const sell = { action: 'sell', symbol: 'ETH', name: 'Ether', chainId: 1, chainName: 'Ethereum', address: ETH, units: 60, usd: 204_000 };
  const buy = {
    action: 'buy more',
    symbol: 'LINK',
    name: 'ChainLink Token',
    chainId: 1,
    chainName: 'Ethereum',
    address: LINK,
    units: 100,
    usd: 1500,
    fullUsd: 3000,
  };
  const plan = { steps: [sell, buy], reserveBeforeUsd: 500, raisedUsd: 204_000, spentUsd: 1500, reserveAfterUsd: 203_000 };

  test('reaches the app as the service sent it (history leaves out the token names: compactEntry.test.ts)', () => {
    const decoded = decodeRecommendation({ ...aServiceRecommendation(), plan });
    expect(decoded?.plan).toEqual(plan);
  });

  test('a step without its symbol, units or dollars is left out; the other steps stay', () => {
    const { symbol: _symbol, ...nameless } = sell;
    const decoded = decodeRecommendation({ ...aServiceRecommendation(), plan: { ...plan, steps: [nameless, { ...sell, usd: 'lots' }, buy] } });
    expect(decoded?.plan?.steps.map((step) => step.symbol)).toEqual(['LINK']);
  });

  test('a plan without its figures is left out, and the answer still reads; an answer before engine 3 has none', () => {
    const { reserveAfterUsd: _after, ...partial } = plan;
    expect(decodeRecommendation({ ...aServiceRecommendation(), plan: partial })).not.toHaveProperty('plan');
    expect(decodeRecommendation({ ...aServiceRecommendation(), plan: 'sell everything' })?.tokens).toHaveLength(2);
    expect(decodeRecommendation(aServiceRecommendation())).not.toHaveProperty('plan');
  });
});
