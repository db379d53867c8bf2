import { readPlainJson } from '../../lib/persistence/plainJsonPersist';
import { makeTestStore } from '../../testing/makeTestStore';
import { startPersistor } from '../../testing/startPersistor';
import { riskLevelChosen, selectRiskLevel } from './riskSlice';
import { riskStorage } from './riskStorage';

beforeEach(() => {
  window.localStorage.clear();
});

describe('risk-level', () => {
  test('nothing stored: no level chosen', () => {
    expect(readPlainJson(riskStorage, window.localStorage)).toBeNull();
    expect(selectRiskLevel(makeTestStore().getState())).toBeNull();
  });

  test.each([['"Careful"'], ['"reckless"'], ['3'], ['{"level":"bold"}'], ['not json']])('%s stored reads as no choice, never as a level', (stored) => {
    window.localStorage.setItem('risk-level', stored);
    expect(readPlainJson(riskStorage, window.localStorage)).toBeNull();
  });

  test.each([
    ['"careful"', 'careful'],
    ['"bold"', 'bold'],
    ['null', null],
  ])('%s stored reads back as chosen', (stored, level) => {
    window.localStorage.setItem('risk-level', stored);
    expect(readPlainJson(riskStorage, window.localStorage)).toEqual({ level });
  });

  test('a choice is written under its key as plain JSON, and "as it is" as null', async () => {
    const store = makeTestStore();
    const { persistor, ready } = startPersistor(store);
    await ready;
    store.dispatch(riskLevelChosen('balanced'));
    await persistor.flush();
    expect(window.localStorage.getItem('risk-level')).toBe('"balanced"');
    store.dispatch(riskLevelChosen(null));
    await persistor.flush();
    expect(window.localStorage.getItem('risk-level')).toBe('null');
  });
});
