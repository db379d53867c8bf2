import type { AppApi, AppThunk } from './store';

/** Adds the API's reducer and middleware to the store before an endpoint is used (see ThunkExtra). */
export const attachApi =
  (loaded: AppApi): AppThunk =>
  (_dispatch, _getState, extra) => {
    extra.attachApi(loaded);
  };
