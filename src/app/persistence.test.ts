import { compactEntry } from '../features/history/compactEntry';
import { packEntry as storedEntry } from '../features/history/entryPacker';
import { loadHistoryPacker } from '../features/history/storedForm';
import { onboardingCompleted } from '../features/onboarding/onboardingSlice';
import { recommendationReceived } from '../lib/events/recommendationEvents';
import { STORED_VERSIONS_KEY } from '../lib/persistence/storedVersions';
import { aSavedRecommendation } from '../testing/fixtures';
import { makeTestStore } from '../testing/makeTestStore';
import { startPersistor } from '../testing/startPersistor';

/** A store whose persistor has started; `ready` settles once it has read localStorage. */
function startPersisting() {
  const store = makeTestStore();
  return { store, ...startPersistor(store) };
}

/** A store that has read localStorage, as the app has once PersistGate opens. */
async function startApp() {
  const { store, persistor, ready } = startPersisting();
  await ready;
  return { store, persistor };
}

function seed(key: string, raw: string): void {
  window.localStorage.setItem(key, raw);
}

function stored(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

const TODAY = new Date().toISOString();

// The app loads history's writer after the first render (boot.tsx); these tests read what it writes.
beforeAll(() => loadHistoryPacker());

describe('is_onboarded', () => {
  test.each([
    ['missing', null, false],
    ['corrupt', '{not json', false],
    ['wrongly shaped', '{"done":true}', false],
    ['a legacy string "true"', '"true"', true],
    ['valid', 'true', true],
  ])('%s value gives the right flag, written back as a JSON boolean', async (_case, raw, expected) => {
    if (raw !== null) seed('is_onboarded', raw);
    const { store, persistor } = await startApp();
    expect(store.getState().onboarding.onboarded).toBe(expected);
    await persistor.flush();
    expect(window.localStorage.getItem('is_onboarded')).toBe(String(expected));
  });

  test('completing onboarding stores the plain value true', async () => {
    const { store, persistor } = await startApp();
    store.dispatch(onboardingCompleted());
    await persistor.flush();
    expect(window.localStorage.getItem('is_onboarded')).toBe('true');
    expect(window.localStorage.getItem('persist:is_onboarded')).toBeNull();
  });
});

describe('user-req-count', () => {
  const full = { available: 5, max: 5, firstRequestDate: null };
  test.each([
    ['missing', null, full],
    ['corrupt', '{"available":', full],
    ['wrongly shaped', '[1,2,3]', full],
    ['with a bad date', '{"available":2,"max":5,"firstRequestDate":"someday"}', full],
    ['legacy numeric strings', `{"available":"3","max":"5","firstRequestDate":"${TODAY}"}`, { ...full, available: 3, firstRequestDate: TODAY }],
    ['valid', `{"available":1,"max":5,"firstRequestDate":"${TODAY}"}`, { ...full, available: 1, firstRequestDate: TODAY }],
  ])('%s value gives the right counter, written back as plain JSON', async (_case, raw, expected) => {
    if (raw !== null) seed('user-req-count', raw);
    const { store, persistor } = await startApp();
    expect(store.getState().quota).toMatchObject(expected);
    await persistor.flush();
    expect(stored('user-req-count')).toEqual(expected);
  });

  test('a received recommendation writes the consumed count as plain JSON', async () => {
    const { store, persistor } = await startApp();
    const saved = aSavedRecommendation({ createdAt: TODAY });
    store.dispatch(recommendationReceived(saved));
    await persistor.flush();
    expect(stored('user-req-count')).toEqual({ available: 4, max: 5, firstRequestDate: TODAY });
  });
});

describe('history', () => {
  // As history keeps it since version 3: compact (features/history/compactEntry.ts).
  const entry = compactEntry(aSavedRecommendation({ id: 'a' }));
  test.each([
    ['missing', null, []],
    ['corrupt', '[{"id":', []],
    ['wrongly shaped', '{"entries":[]}', []],
    ['valid', JSON.stringify([storedEntry(entry)]), [entry]],
  ])('%s value gives the right list, written back as a plain array', async (_case, raw, expected) => {
    if (raw !== null) seed('history', raw);
    seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 6 }));
    const { store, persistor } = await startApp();
    expect(store.getState().history.entries).toEqual(expected);
    await persistor.flush();
    expect(stored('history')).toEqual(expected.map(storedEntry));
  });

  test('legacy entries keep what parses: missing overview/tokens default, unusable entries dropped', async () => {
    const legacy = [
      { id: 7, address: '0xabc', createdAt: '2025-01-05T10:00:00.000Z' },
      { address: '0xno-id', createdAt: '2025-01-05T10:00:00.000Z' },
      { ...entry, id: 'b', tokens: [entry.tokens[0], { symbol: 'XYZ', action: 'moon' }] },
    ];
    seed('history', JSON.stringify(legacy));
    const { store } = await startApp();
    expect(store.getState().history.entries).toEqual([
      { id: '7', address: '0xabc', createdAt: '2025-01-05T10:00:00.000Z', overview: '', totalValueUsd: 0, tokens: [] },
      { ...entry, id: 'b' },
    ]);
  });

  describe('version 1: chain ids and chains', () => {
    const { chainId: _chainId, ...singleChainToken } = entry.tokens[0];
    const { chains: _chains, ...singleChainEntry } = aSavedRecommendation({ id: 'old', tokens: [singleChainToken] });
    const multiChain = aSavedRecommendation({
      id: 'multi',
      tokens: [entry.tokens[0], { ...entry.tokens[0], symbol: 'USDC', chainId: 8453 }],
      setAside: [{ symbol: 'FOO', reason: 'stale-price', priceAgeSeconds: 90_000, chainId: 8453 }],
      chains: [
        { chainId: 1, name: 'Ethereum', status: 'ok' },
        { chainId: 8453, name: 'Base', status: 'unavailable', reason: 'timed out' },
      ],
    });

    test.each([
      ['missing (an older build)', null],
      ['0', 0],
    ])('entries written at version %s, without chain fields, read unchanged and are written back as version 6', async (_case, version) => {
      seed('history', JSON.stringify([singleChainEntry]));
      if (version !== null) seed(STORED_VERSIONS_KEY, JSON.stringify({ history: version }));
      const { store, persistor } = await startApp();
      expect(store.getState().history.entries).toEqual([compactEntry(singleChainEntry)]);
      expect(store.getState().history.entries[0].tokens[0]).not.toHaveProperty('chainId');
      expect(store.getState().history.entries[0]).not.toHaveProperty('chains');
      await persistor.flush();
      expect(stored('history')).toEqual([storedEntry(compactEntry(singleChainEntry))]);
      expect(stored(STORED_VERSIONS_KEY)).toMatchObject({ history: 6 });
    });

    test('valid entries keep their chain ids, chains and price ages', async () => {
      seed('history', JSON.stringify([multiChain]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 1 }));
      const { store } = await startApp();
      expect(store.getState().history.entries).toEqual([compactEntry(multiChain)]);
      expect(store.getState().history.entries[0]).toMatchObject({ chains: multiChain.chains, setAside: multiChain.setAside });
    });

    test('unreadable chain fields are dropped, and the entry stays', async () => {
      const broken = { ...multiChain, tokens: [{ ...multiChain.tokens[0], chainId: 'one' }], chains: [{ chainId: 1, name: 'Ethereum', status: 'maybe' }] };
      seed('history', JSON.stringify([broken]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 1 }));
      const { store } = await startApp();
      const [read] = store.getState().history.entries;
      expect(read.id).toBe('multi');
      expect(read.tokens[0]).not.toHaveProperty('chainId');
      expect(read.chains).toEqual([]);
    });
  });

  describe('version 2: token addresses and volatilities for grading', () => {
    const graded = aSavedRecommendation({
      id: 'graded',
      tokens: [{ ...entry.tokens[0], address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', volatilityAnnual: 0.48 }],
    });

    test('version 1 entries, without them, read unchanged and are written back as version 6', async () => {
      seed('history', JSON.stringify([entry]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 1 }));
      const { store, persistor } = await startApp();
      expect(store.getState().history.entries).toEqual([entry]);
      expect(store.getState().history.entries[0].tokens[0]).not.toHaveProperty('address');
      await persistor.flush();
      expect(stored(STORED_VERSIONS_KEY)).toMatchObject({ history: 6 });
    });

    test('valid entries keep them through a reload', async () => {
      seed('history', JSON.stringify([graded]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 2 }));
      const { store, persistor } = await startApp();
      expect(store.getState().history.entries).toEqual([compactEntry(graded)]);
      expect(store.getState().history.entries[0].tokens[0]).toMatchObject({ address: graded.tokens[0].address, volatilityAnnual: 0.48 });
      await persistor.flush();
      expect(stored('history')).toEqual([storedEntry(compactEntry(graded))]);
    });

    test('an unreadable address or volatility is dropped, and the entry stays', async () => {
      seed('history', JSON.stringify([{ ...graded, tokens: [{ ...graded.tokens[0], address: 'eth', volatilityAnnual: 'high' }] }]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 2 }));
      const { store } = await startApp();
      const [read] = store.getState().history.entries;
      expect(read.id).toBe('graded');
      expect(read.tokens[0]).not.toHaveProperty('address');
      expect(read.tokens[0]).not.toHaveProperty('volatilityAnnual');
    });
  });

  describe('version 3: compact entries, the newest 100', () => {
    const full = aSavedRecommendation({
      id: 'full',
      tokens: [
        {
          ...aSavedRecommendation().tokens[0],
          address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          volatilityAnnual: 0.48123456,
          icon: '/icons/eth.svg',
          rules: [{ id: 'downtrend', action: 'sell', text: '30-day return −38.0% < 0.0%' }],
          notes: ['short history'],
          sparkline: [1, 2, 3],
        },
      ],
    });

    test('a version 2 entry is made compact: what grading, Token Details and the reasons need stay, the rest goes', async () => {
      seed('history', JSON.stringify([full]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 2 }));
      const { store, persistor } = await startApp();
      const [read] = store.getState().history.entries;
      expect(read.tokens).toEqual([
        {
          symbol: 'ETH',
          icon: '/icons/eth.svg',
          action: 'hold',
          count: 1.5,
          price: 3000,
          chainId: 1,
          address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          volatilityAnnual: 0.481,
          result: full.tokens[0].result,
          description: '',
        },
      ]);
      expect(read.totalValueUsd).toBe(4500);
      expect(read).toMatchObject({ id: 'full', overview: full.overview, createdAt: full.createdAt, chains: full.chains });
      await persistor.flush();
      expect(stored('history')).toEqual([storedEntry(read)]);
      expect(JSON.stringify(stored('history'))).not.toContain('sparkline');
      expect(stored(STORED_VERSIONS_KEY)).toMatchObject({ history: 6 });
    });

    test('a version 3 entry reads as stored, and is written back packed (version 6)', async () => {
      // Version 3 wrote the compact entry whole, without its texts and the wallet's value.
      const { totalValueUsd: _value, ...compact } = compactEntry({ ...full, tokens: full.tokens.map((token) => ({ ...token, result: '' })) });
      const version3 = { ...compact, tokens: compact.tokens.map(({ result: _r, description: _d, ...rest }) => rest) };
      seed('history', JSON.stringify([version3]));
      seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 3 }));
      const { store, persistor } = await startApp();
      // Its value then is what its tokens add up to.
      expect(store.getState().history.entries).toEqual([{ ...compact, totalValueUsd: 4500 }]);
      await persistor.flush();
      expect(stored('history')).toEqual([storedEntry({ ...compact, totalValueUsd: 4500 })]);
      expect(stored(STORED_VERSIONS_KEY)).toMatchObject({ history: 6 });
    });

    test("an older build's list of 120 keeps its newest 100; a new one pushes out the oldest", async () => {
      // As a build of version 3 wrote them: compact, by token.
      const many = Array.from({ length: 120 }, (_, index) => compactEntry(aSavedRecommendation({ id: `e${index}` })));
      seed('history', JSON.stringify(many));
      const { store, persistor } = await startApp();
      expect(store.getState().history.entries.map(({ id }) => id)).toEqual(many.slice(20).map((_, index) => `e${index + 20}`));
      store.dispatch(recommendationReceived(aSavedRecommendation({ id: 'newest', createdAt: TODAY })));
      await persistor.flush();
      const ids = (stored('history') as { id: string }[]).map(({ id }) => id);
      expect(ids).toHaveLength(100);
      expect(ids[0]).toBe('e21');
      expect(ids.at(-1)).toBe('newest');
    });
  });

  test('a received recommendation is appended and written back as a plain array', async () => {
    seed('history', JSON.stringify([entry]));
    const { store, persistor } = await startApp();
    const next = aSavedRecommendation({ id: 'next', createdAt: TODAY });
    store.dispatch(recommendationReceived(next));
    await persistor.flush();
    expect(stored('history')).toEqual([entry, compactEntry(next)].map(storedEntry));
  });

  test('a recommendation received before history is read (after the first render) is kept with the stored ones', async () => {
    seed('history', JSON.stringify([storedEntry(entry)]));
    seed(STORED_VERSIONS_KEY, JSON.stringify({ history: 6 }));
    const { store, persistor, ready } = startPersisting();
    const early = aSavedRecommendation({ id: 'early', createdAt: TODAY });
    store.dispatch(recommendationReceived(early));
    // Not read yet: the stored entry is not in the state, and nothing has been written over it.
    expect(store.getState().history.entries).toEqual([compactEntry(early)]);
    expect(stored('history')).toEqual([storedEntry(entry)]);
    await ready;
    expect(store.getState().history.entries).toEqual([entry, compactEntry(early)]);
    await persistor.flush();
    expect(stored('history')).toEqual([entry, compactEntry(early)].map(storedEntry));
  });
});

test('the version each key was written with is recorded, and the API cache is not stored', async () => {
  const { store, persistor } = await startApp();
  store.dispatch(onboardingCompleted());
  await persistor.flush();
  expect(stored(STORED_VERSIONS_KEY)).toEqual({ is_onboarded: 0, 'user-req-count': 0, history: 6, 'risk-level': 0 });
  expect(Object.keys(window.localStorage).sort()).toEqual(['history', 'is_onboarded', 'risk-level', STORED_VERSIONS_KEY, 'user-req-count'].sort());
});
