import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { persistPlainJson } from '../../lib/persistence/plainJsonPersist';
import { recommendationReceived } from '../../lib/events/recommendationEvents';
import { aSavedRecommendation } from '../../testing/fixtures';
import { historySlice, selectHistoryEntries, selectHistoryUnreadable } from './historySlice';
import { historyStorage } from './historyStorage';

/** The app's history key and slice, with a reader whose chunk does not load (offline before it was cached, or an older build's page). */
function startWithReader(loadReader: typeof historyStorage.loadReader) {
  const store = configureStore({
    reducer: combineReducers({ history: persistPlainJson({ ...historyStorage, loadReader }, historySlice.reducer, window.localStorage) }),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  const ready = new Promise<void>((resolve) => {
    persistStore(store, undefined, resolve);
  });
  return { store, ready };
}

const STORED = JSON.stringify([{ id: 'kept', address: '0x1', createdAt: '2026-01-01T00:00:00.000Z', tokens: [] }]);

beforeEach(() => {
  window.localStorage.setItem('history', STORED);
});

test('history whose reader cannot load says so, keeps what arrives this session, and leaves what is stored as it was', async () => {
  const { store, ready } = startWithReader(() => Promise.reject(new Error('ChunkLoadError')));
  await ready;
  expect(selectHistoryUnreadable(store.getState())).toBe(true);
  store.dispatch(recommendationReceived(aSavedRecommendation({ id: 'new' })));
  expect(selectHistoryEntries(store.getState()).map((entry) => entry.id)).toEqual(['new']);
  expect(window.localStorage.getItem('history')).toBe(STORED);
});

test('history read as usual is not called unreadable', async () => {
  const { store, ready } = startWithReader(() => historyStorage.loadReader());
  await ready;
  expect(selectHistoryUnreadable(store.getState())).toBe(false);
});
