import { combineReducers, configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { startPersistor } from '../../testing/startPersistor';
import type { LazyPlainJsonKey } from './plainJsonKey';
import { persistPlainJson } from './plainJsonPersist';

interface Notes {
  notes: string[];
}
const noted = createAction<string>('notes/noted');
const notesReducer = createReducer<Notes>({ notes: [] }, (builder) =>
  builder.addCase(noted, (state, action) => {
    state.notes.push(action.payload);
  }),
);

/** A key read after the first render, as history is (features/history/historyStorage.ts), whose reader is `reader`. */
function lazyKey(loadReader: LazyPlainJsonKey<Notes>['loadReader']): LazyPlainJsonKey<Notes> {
  return {
    key: 'notes',
    version: 0,
    loadReader,
    mergeRead: (stored, current) => ({ notes: [...stored.notes, ...current.notes] }),
    toStored: (state) => state.notes,
  };
}

function start(spec: LazyPlainJsonKey<Notes>) {
  const store = configureStore({
    reducer: combineReducers({ notes: persistPlainJson(spec, notesReducer, window.localStorage) }),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  return { store, ...startPersistor(store) };
}

beforeEach(() => {
  window.localStorage.setItem('notes', JSON.stringify(['stored']));
});

test('a lazy key is read once its reader has loaded, with what came before it', async () => {
  const { store, persistor, ready } = start(lazyKey(() => Promise.resolve({ migrations: {}, fromStored: (stored) => ({ notes: stored as string[] }) })));
  store.dispatch(noted('early'));
  await ready;
  expect(store.getState().notes.notes).toEqual(['stored', 'early']);
  await persistor.flush();
  expect(JSON.parse(window.localStorage.getItem('notes') ?? 'null')).toEqual(['stored', 'early']);
});

test('a lazy key whose reader cannot load is never written over: what is stored stays for the next visit', async () => {
  const { store, persistor, ready } = start(lazyKey(() => Promise.reject(new Error('ChunkLoadError'))));
  await ready;
  store.dispatch(noted('meanwhile'));
  await persistor.flush();
  // Still shown this session; the stored value is as it was.
  expect(store.getState().notes.notes).toEqual(['meanwhile']);
  expect(JSON.parse(window.localStorage.getItem('notes') ?? 'null')).toEqual(['stored']);
});

test('a lazy key with nothing stored (a first visit) is read without loading its reader, and is written', async () => {
  window.localStorage.removeItem('notes');
  let loads = 0;
  const { store, persistor, ready } = start(
    lazyKey(() => {
      loads += 1;
      return Promise.reject(new Error('ChunkLoadError'));
    }),
  );
  await ready;
  store.dispatch(noted('first'));
  await persistor.flush();
  expect(loads).toBe(0);
  expect(JSON.parse(window.localStorage.getItem('notes') ?? 'null')).toEqual(['first']);
});
