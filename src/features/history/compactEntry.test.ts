import { decodeRecommendation } from '../../api/decode';
import type { SavedRecommendation } from '../../api/types';
import { aServiceRecommendation, CHECKSUMMED_ADDRESS } from '../../testing/fixtures';
import { compactEntry } from './compactEntry';
import { historyReader } from './historyReader';
import { historyStorage } from './historyStorage';
import { loadHistoryPacker } from './storedForm';

const CREATED_AT = '2026-03-10T12:00:05.000Z';

/** An answer as the app receives it, saved, written under `history` and read back. */
function savedAndReadBack(answer: unknown): SavedRecommendation | undefined {
  const decoded = decodeRecommendation(answer);
  if (!decoded) throw new Error('the answer did not decode');
  const written: unknown = historyStorage.toStored({ entries: [compactEntry({ ...decoded, createdAt: CREATED_AT })] });
  return historyReader.fromStored(JSON.parse(JSON.stringify(written)))?.entries[0];
}

beforeAll(() => loadHistoryPacker());

// What decode.test.ts asserted of a decoded answer before the answer decoded whole: the same facts, of what history keeps.
test('an answer with every field the service sends is kept with what history shows or grades, and not the rest', () => {
  expect(savedAndReadBack(aServiceRecommendation())).toEqual({
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    address: CHECKSUMMED_ADDRESS,
    createdAt: CREATED_AT,
    overview: aServiceRecommendation().overview,
    tokens: [
      {
        symbol: 'ETH',
        chainId: 1,
        icon: '/icons/eth.svg',
        action: 'sell',
        description: '',
        count: 1.5,
        price: 3000,
        address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        volatilityAnnual: 0.71,
        result: '30d −38.0% · vol 71.0% · 81.8% of portfolio',
      },
      {
        symbol: 'USDC',
        chainId: 8453,
        icon: '/icons/usdc.svg',
        action: 'hold',
        description: '',
        count: 1000,
        price: 1,
        address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        volatilityAnnual: 0.005,
        pegBand: 0.03,
        result: '30d +0.0% · vol 0.5% · 18.2% of portfolio',
      },
    ],
    totalValueUsd: 5500,
    setAside: [
      { symbol: 'SCAM', chainId: 1, reason: 'spam-name' },
      { symbol: 'FOO', chainId: 8453, reason: 'stale-price', priceAgeSeconds: 180_000 },
    ],
    chains: aServiceRecommendation().chains,
  });
});

test('every call keeps its volatility from the answer’s signals; a volatility not measured (null) is not kept', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const read = savedAndReadBack({ ...answer, tokens: [eth, { ...usdc, signals: { ...usdc.signals, volatilityAnnual: null } }] });
  expect(read?.tokens[0].volatilityAnnual).toBe(0.71);
  expect(read?.tokens[1]).not.toHaveProperty('volatilityAnnual');
});

describe('a dollar stablecoin keeps the band its peg was judged by; no other token has one', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const depeg = (id: string, threshold: number) => ({ ...usdc.rules[0], id, action: 'sell' as const, comparison: '>=' as const, threshold });
  test.each([
    ['on its peg', usdc, 0.03],
    [
      'judged by two peg rules: the nearer line',
      {
        ...usdc,
        action: 'strongly sell',
        price: 0.89,
        signals: { ...usdc.signals, pegDeviation: 0.11 },
        rules: [depeg('depeg-collapse', 0.1), depeg('depeg', 0.03)],
      },
      0.03,
    ],
    [
      // The answer's signals are at 4 significant figures: |0.99873421 − 1| = 0.00126579 is sent as 0.001266.
      'off its peg by a distance sent to 4 significant figures',
      { ...usdc, price: 0.99873421, signals: { ...usdc.signals, pegDeviation: 0.001266 } },
      0.03,
    ],
    [
      'a euro stablecoin, 8 % above $1 but on its own peg',
      { ...usdc, symbol: 'EURC', price: 1.08, signals: { ...usdc.signals, pegDeviation: 0.001 } },
      undefined,
    ],
    ['a stablecoin no peg rule judged', { ...usdc, rules: [] }, undefined],
    ['a token that is not a stablecoin', eth, undefined],
  ])('%s', (_case, token, band) => {
    expect(savedAndReadBack({ ...answer, tokens: [token] })?.tokens[0].pegBand).toBe(band);
  });
});

test('a call keeps its volatility when the answer’s signals lack another signal (an older service)', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const { return30d: _left, ...olderSignals } = eth.signals;
  const read = savedAndReadBack({ ...answer, tokens: [{ ...eth, signals: olderSignals }] });
  expect(read?.tokens[0].volatilityAnnual).toBe(0.71);
});

test('the wallet figures are kept without the concentration figures, and the trade is not kept', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const figures = { stableReserveUsd: 1000, volatilityAnnual: 0.58, targetVolatility: 0.5, reserveForTargetUsd: 1517.24 };
  const read = savedAndReadBack({
    ...answer,
    tokens: [{ ...eth, sparkline: [3012, 2990.5, 3000], trade: { side: 'sell', units: 0.75, usd: 2250, sizeUsd: 2250 } }, usdc],
    portfolio: { hhi: 0.7, stableShare: 0.18, tokenCount: 2, chainCount: 2, shortHistory: [], ...figures },
  });
  expect(read?.tokens[0]).not.toHaveProperty('trade');
  expect(read?.tokens[0]).not.toHaveProperty('sparkline');
  expect(read?.portfolio).toEqual(figures);
});

test('a plan is kept whole but the token names the screen does not show', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const sell = { action: 'sell', symbol: 'ETH', name: 'Ether', chainId: 1, chainName: 'Ethereum', address: eth.address, units: 0.75, usd: 2250 };
  const gno = {
    action: 'buy',
    symbol: 'GNO',
    name: 'Gnosis',
    chainId: 1,
    chainName: 'Ethereum',
    address: '0x6810e776880C02933D47DB1b9fc05908e5386b96',
    units: 3,
    usd: 450,
  };
  const plan = { steps: [sell, gno], reserveBeforeUsd: 1000, raisedUsd: 2250, spentUsd: 450, reserveAfterUsd: 2800 };
  const withoutName = ({ name: _name, ...step }: typeof sell) => step;
  expect(savedAndReadBack({ ...answer, plan })?.plan).toEqual({ ...plan, steps: [withoutName(sell), withoutName(gno)] });
});

test('a token keeps where it sits, so a saved debt still counts against the total', () => {
  const answer = aServiceRecommendation();
  const [eth, usdc] = answer.tokens;
  const position = {
    protocol: 'aave-v3',
    protocolName: 'Aave',
    kind: 'debt',
    loan: 0,
    receipt: { symbol: 'variableDebtEthUSDC', address: '0x72E95b8931767C79bA4EeE721354d6E99a61D004', units: 1000 },
  };
  const read = savedAndReadBack({ ...answer, tokens: [eth, { ...usdc, valueUsd: -usdc.valueUsd, position }] });
  expect(read?.tokens[1].position).toEqual(position);
  expect(read?.tokens[0]).not.toHaveProperty('position');
});
