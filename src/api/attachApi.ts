import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
// Types only: RTK Query and the endpoints load after the first screen (docs/web.md).
import type { api } from './api';

/** The app's one API (`api.ts`), with whatever endpoints features have injected. */
export type AppApi = typeof api;

/** What the store hands thunks (app/store.ts): adds the API's reducer and middleware, once however often it is called. */
export interface ApiAttacher {
  attachApi: (loaded: AppApi) => void;
}

/** Adds the API to the store before an endpoint is used: whoever loads an endpoint attaches it. */
export const attachApi =
  (loaded: AppApi): ThunkAction<void, unknown, ApiAttacher, UnknownAction> =>
  (_dispatch, _getState, extra) => {
    extra.attachApi(loaded);
  };
