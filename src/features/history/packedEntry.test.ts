import type { Plan, SavedRecommendation, TokenAdvice } from '../../api/types';
import { readPlainJson } from '../../lib/persistence/plainJsonPersist';
import { STORED_VERSIONS_KEY } from '../../lib/persistence/storedVersions';
import { compactEntry } from './compactEntry';
import { historyReader } from './historyReader';
import { historyStorage } from './historyStorage';
import { loadHistoryPacker } from './storedForm';
import { packEntry } from './entryPacker';
import { unpackEntry } from './packedEntry';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

const token = (fields: Partial<TokenAdvice>): TokenAdvice => ({ symbol: 'ETH', action: 'hold', count: 1, price: 1, result: '', description: '', ...fields });

const tokens: TokenAdvice[] = [
  token({ symbol: 'ETH', icon: '/icons/eth.svg', action: 'sell', count: 120, price: 3400, chainId: 1, address: NATIVE }),
  token({ symbol: 'USDC', icon: '/icons/usdc.svg', action: 'hold', count: 150_000, price: 1, chainId: 8453, address: USDC_BASE, volatilityAnnual: 0.00355 }),
  // No icon from the service (the card shows its placeholder), and one the default would not give.
  token({ symbol: 'WETH', action: 'hold', count: 1, price: 3400, chainId: 1, address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', volatilityAnnual: 0.657 }),
  token({ symbol: 'LINK', icon: 'https://cdn.example/link.png', action: 'buy more', count: 10, price: 18.5, chainId: 1, address: LINK }),
];

const plan: Plan = {
  steps: [
    { action: 'sell', symbol: 'ETH', chainId: 1, chainName: 'Ethereum', address: NATIVE, units: 80.5, usd: 273_700 },
    { action: 'buy more', symbol: 'LINK', chainId: 1, chainName: 'Ethereum', address: LINK, units: 2839, usd: 52_521.5, fullUsd: 60_000 },
    // No card for it in the entry: written whole.
    { action: 'buy', symbol: 'GNO', chainId: 1, chainName: 'Ethereum', address: '0x6810e776880C02933D47DB1b9fc05908e5386b96', units: 3, usd: 450 },
  ],
  reserveBeforeUsd: 282_248.91,
  raisedUsd: 273_700,
  spentUsd: 53_000,
  reserveAfterUsd: 502_948.91,
};

const entry: SavedRecommendation = {
  id: 'whale',
  address: '0x4444444444444444444444444444444444444444',
  createdAt: '2026-03-10T09:30:00.000Z',
  overview: 'A whale.',
  totalValueUsd: 561_585,
  tokens,
  chains: [
    { chainId: 1, name: 'Ethereum', status: 'ok' },
    { chainId: 8453, name: 'Base', status: 'ok' },
  ],
  plan,
};

/** As historyStorage reads a stored entry of this version. */
const readBack = (stored: unknown) => historyReader.fromStored([JSON.parse(JSON.stringify(stored))])?.entries[0];

// Before history's writer has loaded (its own chunk), an entry is written unpacked and reads back the same.
describe('history written before its packer has loaded', () => {
  it('reads back the same entry, an icon-less token still without an icon', () => {
    const written = historyStorage.toStored({ entries: [entry] }) as Array<{ tokens: Array<Record<string, unknown>> }>;
    expect(written[0].tokens.some((token) => token.icon === null)).toBe(true);
    expect(historyReader.fromStored(JSON.parse(JSON.stringify(written)))?.entries).toEqual([entry]);
  });

  it('packs once the packer has loaded', async () => {
    await loadHistoryPacker();
    expect(historyStorage.toStored({ entries: [entry] })).toEqual([packEntry(entry)]);
  });
});

describe('packEntry', () => {
  const packed = packEntry(entry) as { tokens: Record<string, unknown>[]; tokenFacts: Record<string, unknown>; plan: { steps: Record<string, unknown>[] } };

  it('reads back exactly as the entry it packed, plan and icons included', () => {
    expect(readBack(packEntry(entry))).toEqual(entry);
  });

  it('writes tokens as the specification’s list of token entries, in its fields and order', () => {
    expect(packed.tokens).toEqual([
      { symbol: 'ETH', action: 'sell', description: '', result: '', count: 120, price: 3400 },
      { symbol: 'USDC', action: 'hold', description: '', result: '', count: 150_000, price: 1 },
      { symbol: 'WETH', action: 'hold', description: '', result: '', count: 1, price: 3400 },
      { symbol: 'LINK', icon: 'https://cdn.example/link.png', action: 'buy more', description: '', result: '', count: 10, price: 18.5 },
    ]);
    for (const token of packed.tokens)
      expect(Object.keys(token).filter((key) => key !== 'icon')).toEqual(['symbol', 'action', 'description', 'result', 'count', 'price']);
  });

  it('keeps the rest beside the list, each field once: by token order, or by index when only some tokens have it', () => {
    expect(packed.tokenFacts.chainId).toEqual([1, 8453, 1, 1]);
    expect(packed.tokenFacts.volatilityAnnual).toEqual({ 1: 0.00355, 2: 0.657 });
    // A default icon is rebuilt on reading; a token shown without one is marked.
    expect(packed.tokenFacts.icon).toEqual({ 2: null });
    expect(packed).not.toHaveProperty('results');
  });

  it('keeps each token’s result line in its own entry', () => {
    const said = ['Sell 80.5 ETH.', 'Keep it: see USDC on Ethereum.', 'Keep it: see USDC on Ethereum.', 'Buy 10 LINK more.'];
    const withReasons = { ...entry, tokens: tokens.map((token, index) => ({ ...token, result: said[index] })) };
    const written = packEntry(withReasons) as typeof packed;
    expect(written.tokens.map((token) => token.result)).toEqual(said);
    expect(readBack(written)).toEqual(withReasons);
  });

  it('names a step’s cash by its card, and writes the assets after the plan by field', () => {
    const usdcEthereum = token({ symbol: 'USDC', chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', count: 5, price: 1 });
    const after = {
      volatilityAnnual: 0.3,
      targetVolatility: 0.3,
      stableShare: 0.1,
      assets: [
        { symbol: 'Stablecoins', valueUsd: 100, weight: 0.1 },
        { symbol: 'ETH', valueUsd: 900, weight: 0.9 },
      ],
    };
    const elsewhere = { symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' };
    const steps = [
      { ...plan.steps[0], cash: { symbol: 'USDC', address: usdcEthereum.address ?? '' } },
      { ...plan.steps[1], cash: elsewhere },
    ];
    const withCash = { ...entry, tokens: [...tokens, usdcEthereum], plan: { ...plan, steps, after } };
    const written = packEntry(withCash) as { plan: { steps: Record<string, unknown>[]; after: { assets: unknown } } };
    expect(written.plan.steps.map((step) => step.cash)).toEqual([4, elsewhere]);
    expect(written.plan.after.assets).toEqual({ symbol: ['Stablecoins', 'ETH'], valueUsd: [100, 900], weight: [0.1, 0.9] });
    expect(readBack(written)).toEqual(withCash);
  });

  it('writes a step as its token, its amounts and what differs; a step without a card whole', () => {
    expect(packed.plan.steps).toEqual([{ token: 0, units: 80.5, usd: 273_700 }, { token: 3, units: 2839, usd: 52_521.5, fullUsd: 60_000 }, plan.steps[2]]);
  });

  it('keeps a step whose action or chain name its token and chains would not give', () => {
    const { chainName: _chainName, ...withoutChainName } = plan.steps[0];
    const odd = { ...entry, plan: { ...plan, steps: [{ ...plan.steps[1], action: 'buy' as const }, withoutChainName] } };
    expect((packEntry(odd) as typeof packed).plan.steps).toEqual([
      { token: 3, action: 'buy', units: 2839, usd: 52_521.5, fullUsd: 60_000 },
      { token: 0, chainName: null, units: 80.5, usd: 273_700 },
    ]);
    expect(readBack(packEntry(odd))).toEqual(odd);
  });

  it('is smaller than the compact entry written whole', () => {
    expect(JSON.stringify(packEntry(entry)).length).toBeLessThan(JSON.stringify(entry).length - 300);
  });
});

describe('unpackEntry', () => {
  it('leaves what it cannot read for the decoder to judge', () => {
    expect(unpackEntry('x')).toBe('x');
    expect(unpackEntry({ id: 'a', tokens: 'none' })).toEqual({ id: 'a', tokens: 'none' });
    // A step naming a token the entry does not have is left without its fields, so the decoder drops it.
    const stored = { ...(packEntry(entry) as object), plan: { ...plan, steps: [{ token: 9, units: 1, usd: 1 }] } };
    expect(readBack(stored)?.plan?.steps).toEqual([]);
  });

  it('places nothing at an index past the tokens, nor a result line the entry does not list', () => {
    const stored = {
      id: 'a',
      address: entry.address,
      createdAt: entry.createdAt,
      tokens: { symbol: ['ETH'], action: ['hold'], icon: { 7: null, '-1': null, x: null }, result: [4] },
      results: ['only one'],
    };
    expect(readBack(stored)?.tokens).toEqual([{ symbol: 'ETH', icon: '/icons/eth.svg', action: 'hold', count: 0, price: 0, result: '', description: '' }]);
  });
});

describe('history version 6: the specification’s list of token entries, with their facts beside it', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  const read = (raw: string | null, version: number | null) => {
    if (raw !== null) window.localStorage.setItem('history', raw);
    if (version !== null) window.localStorage.setItem(STORED_VERSIONS_KEY, JSON.stringify({ history: version }));
    return readPlainJson({ ...historyStorage, ...historyReader }, window.localStorage);
  };
  // What entries of older versions kept: no result lines, no value, and (versions 4) no volatility but a hold's.
  const { totalValueUsd: _value, ...withoutValue } = entry;
  const version3 = { ...withoutValue, tokens: tokens.map(({ result: _r, description: _d, ...rest }) => rest) };
  // Version 4 as its packer wrote it: by token, default icons left out, steps by their token's index.
  const version4 = {
    ...withoutValue,
    tokens: [
      { symbol: 'ETH', action: 'sell', count: 120, price: 3400, chainId: 1, address: NATIVE },
      { symbol: 'USDC', action: 'hold', count: 150_000, price: 1, chainId: 8453, address: USDC_BASE, volatilityAnnual: 0.00355 },
      { symbol: 'WETH', action: 'hold', count: 1, price: 3400, chainId: 1, address: tokens[2].address, volatilityAnnual: 0.657, icon: null },
      { symbol: 'LINK', action: 'buy more', count: 10, price: 18.5, chainId: 1, address: LINK, icon: 'https://cdn.example/link.png' },
    ],
    plan: { ...plan, steps: [{ token: 0, units: 80.5, usd: 273_700 }, { token: 3, units: 2839, usd: 52_521.5, fullUsd: 60_000 }, plan.steps[2]] },
  };
  // Version 5 as its packer wrote it: tokens by field, each distinct result line once in `results`.
  const version5 = {
    ...entry,
    tokens: {
      symbol: ['ETH', 'USDC', 'WETH', 'LINK'],
      action: ['sell', 'hold', 'hold', 'buy more'],
      count: [120, 150_000, 1, 10],
      price: [3400, 1, 3400, 18.5],
      chainId: [1, 8453, 1, 1],
      address: [NATIVE, USDC_BASE, tokens[2].address, LINK],
      volatilityAnnual: { 1: 0.00355, 2: 0.657 },
      icon: { 2: null, 3: 'https://cdn.example/link.png' },
      result: [0, 1, 1, 0],
    },
    results: ['Sell it.', 'Keep it.'],
    plan: version4.plan,
  };
  const version5Read = { ...entry, tokens: tokens.map((t, index) => ({ ...t, result: ['Sell it.', 'Keep it.', 'Keep it.', 'Sell it.'][index] })) };
  // An older entry's value then is what its tokens add up to: 120 × 3,400 + 150,000 + 3,400 + 185, the entry's own.
  const olderRead = { entries: [entry] };

  test.each([
    ['missing', null, null, null],
    ['legacy (version 3, not packed)', JSON.stringify([version3]), 3, olderRead],
    ['legacy (version 2, whole)', JSON.stringify([{ ...withoutValue, tokens: tokens.map((t) => ({ ...t, rules: [], notes: ['n'] })) }]), 2, olderRead],
    ['legacy (version 4, packed by token)', JSON.stringify([version4]), 4, olderRead],
    ['legacy (version 5, tokens by field)', JSON.stringify([version5]), 5, { entries: [version5Read] }],
    ['valid (version 6)', JSON.stringify([packEntry(compactEntry(entry))]), 6, { entries: [compactEntry(entry)] }],
  ])('%s history reads as the compact entry', (_case, raw, version, expected) => {
    expect(read(raw, version)).toEqual(expected);
  });

  it('writes a version 5 entry back with its tokens as a list of token entries', async () => {
    await loadHistoryPacker();
    const state = read(JSON.stringify([version5]), 5);
    const [written] = (state ? historyStorage.toStored(state) : []) as { tokens: unknown }[];
    expect(written.tokens).toEqual([
      { symbol: 'ETH', action: 'sell', description: '', result: 'Sell it.', count: 120, price: 3400 },
      { symbol: 'USDC', action: 'hold', description: '', result: 'Keep it.', count: 150_000, price: 1 },
      { symbol: 'WETH', action: 'hold', description: '', result: 'Keep it.', count: 1, price: 3400 },
      { symbol: 'LINK', icon: 'https://cdn.example/link.png', action: 'buy more', description: '', result: 'Sell it.', count: 10, price: 18.5 },
    ]);
  });

  it('keeps a version 3 token without an icon without one', () => {
    const [weth] = read(JSON.stringify([version3]), 3)?.entries[0].tokens.filter((t) => t.symbol === 'WETH') ?? [];
    expect(weth).not.toHaveProperty('icon');
  });

  it('keeps every call’s volatility, which grading measures a move against', () => {
    const compact = compactEntry({ ...entry, tokens: [{ ...tokens[0], volatilityAnnual: 0.71 }, tokens[1]] });
    expect(compact.tokens.map((t) => t.volatilityAnnual)).toEqual([0.71, 0.00355]);
  });
});
