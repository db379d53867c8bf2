import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { apiSlotMiddleware } from '../api/apiSlot';
import { addAppListeners } from './listeners';
import { createRootReducer, type PreloadedState, type RootState, type AppDispatch, type ThunkExtra } from './rootReducer';
import { createServices, type AppServices } from './services';

export function makeStore(preloadedState?: PreloadedState, services: AppServices = createServices()) {
  const rootReducer = createRootReducer(services.storage);
  const extra: ThunkExtra = { ...services, apiBaseUrl: services.config.apiBaseUrl };
  const listenerMiddleware = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiSlotMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
    // RTK Query's own actions (a request going out, its answer) notify the screen at the end of
    // the current task, not at the next animation frame (RTK's default): the main view reads
    // the request's state from the API slice, and a frame never comes in a background tab nor
    // under a paused test clock (e2e/recommendation.test.ts).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  addAppListeners(listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ThunkExtra>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type { AppDispatch, AppThunk, PreloadedState, RootState, ThunkExtra } from './rootReducer';
