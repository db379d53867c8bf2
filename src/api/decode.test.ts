import { aServiceRecommendation, CHECKSUMMED_ADDRESS } from '../testing/fixtures';
import { decodeRecommendation } from './decode';

test('an answer with every field the service sends keeps what the app shows or grades and drops the rest', () => {
  expect(decodeRecommendation(aServiceRecommendation())).toEqual({
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    address: CHECKSUMMED_ADDRESS,
    overview: aServiceRecommendation().overview,
    tokens: [
      {
        symbol: 'ETH',
        chainId: 1,
        icon: '/icons/eth.svg',
        action: 'sell',
        result: '30d −38.0% · vol 71.0% · 81.8% of portfolio',
        description: 'ETH fell hard this month; selling limits the damage.',
        count: 1.5,
        price: 3000,
        address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        volatilityAnnual: 0.71,
        rules: [
          { id: 'downtrend', action: 'sell', text: '30-day return −38.0% < 0.0%' },
          { id: 'trim-outsized', action: 'sell', text: "part of the wallet's volatility 58.0 points ≥ 30.0 points" },
        ],
      },
      {
        symbol: 'USDC',
        chainId: 8453,
        icon: '/icons/usdc.svg',
        action: 'hold',
        result: '30d +0.0% · vol 0.5% · 18.2% of portfolio',
        description: 'USDC holds its peg; keep it.',
        count: 1000,
        price: 1,
        address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        volatilityAnnual: 0.005,
        rules: [],
      },
    ],
    setAside: [
      { symbol: 'SCAM', chainId: 1, reason: 'spam-name' },
      { symbol: 'FOO', chainId: 8453, reason: 'stale-price', priceAgeSeconds: 180_000 },
    ],
    chains: [
      { chainId: 1, name: 'Ethereum', status: 'ok' },
      { chainId: 10, name: 'OP Mainnet', status: 'ok' },
      { chainId: 137, name: 'Polygon', status: 'unavailable', reason: 'the node did not answer within 3 s' },
      { chainId: 8453, name: 'Base', status: 'ok' },
      { chainId: 42161, name: 'Arbitrum One', status: 'ok' },
    ],
  });
});

test('unreadable rules and set-aside entries are left out; the rest of the answer still reads', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [{ ...eth, rules: [eth.rules[0], { id: 'x', action: 'moon', text: 'no such action' }, 'text only', { id: 'y', action: 'hold' }] }],
    setAside: [answer.setAside[0], { reason: 'unpriced' }, null],
  });
  expect(decoded?.tokens[0].rules).toEqual([{ id: 'downtrend', action: 'sell', text: '30-day return −38.0% < 0.0%' }]);
  expect(decoded?.setAside).toEqual([{ symbol: 'SCAM', chainId: 1, reason: 'spam-name' }]);
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

test('the price line and the wallet figures are kept; the trade, said in the description, is not', () => {
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
  expect(decoded?.tokens[0]).not.toHaveProperty('trade');
  expect(decoded?.tokens[1].sparkline).toEqual([]);
  expect(decoded?.portfolio).toEqual({ volatilityAnnual: 0.58, targetVolatility: 0.5, stableReserveUsd: 1000, reserveForTargetUsd: 1517.24 });
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

  test('reaches the app as the service sent it, but the token names the screen does not show', () => {
    const decoded = decodeRecommendation({ ...aServiceRecommendation(), plan });
    const withoutName = ({ name: _name, ...step }: typeof sell | typeof buy) => step;
    expect(decoded?.plan).toEqual({ ...plan, steps: [withoutName(sell), withoutName(buy)] });
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
