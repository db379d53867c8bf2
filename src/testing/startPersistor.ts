import type { Store } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';

/** Starts redux-persist on `store`; `ready` settles once it has read localStorage. */
export function startPersistor(store: Store) {
  let bootstrapped = () => {};
  const ready = new Promise<void>((resolve) => {
    bootstrapped = resolve;
  });
  const persistor = persistStore(store, undefined, () => {
    bootstrapped();
  });
  return { persistor, ready };
}
