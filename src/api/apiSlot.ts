import { createDynamicMiddleware, type Dispatch, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
// Types only: RTK Query and the endpoints load with the screens that use them (docs/web.md, Bundle).
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';

/** The API slice as RTK Query keeps it (api.ts: reducerPath `api`, no tags). */
type ApiState = CombinedState<EndpointDefinitions, never, 'api'>;
/** The API slice's state once the API has loaded; null before. */
export type ApiSlotState = ApiState | null;

let apiReducer: Reducer<ApiState> | null = null;
const apiMiddleware = createDynamicMiddleware();
/** Every store made so far (one in the app; one per test), to be told when the API has loaded. */
const stores = new Set<Dispatch>();
const SLOT_FILLED = 'api/slotFilled';

/**
 * Where the app's one API plugs into every store. The store is made with the first screen, which
 * sends nothing; RTK Query and the endpoints come with the screens that use them. Until the API
 * module has loaded, its slice is null and its middleware absent; when it loads, it fills the slot
 * once (fillApiSlot, in api.ts), for every store there is or will be. Nothing else attaches it.
 */
export function apiSlotReducer(state: ApiSlotState = null, action: UnknownAction): ApiSlotState {
  return apiReducer ? apiReducer(state ?? undefined, action) : state;
}

/** In every store's middleware: the API's own middleware runs here once the API has loaded. */
export const apiSlotMiddleware: Middleware = (store) => {
  stores.add(store.dispatch);
  return apiMiddleware.middleware(store);
};

export function fillApiSlot(loaded: { reducer: Reducer<ApiState>; middleware: Middleware }): void {
  apiReducer = loaded.reducer;
  apiMiddleware.addMiddleware(loaded.middleware);
  // The slice gets its state now rather than at the next action: a screen that reads it on its
  // first render finds RTK Query's state, not null (RTK warns of a missing reducer otherwise).
  for (const dispatch of stores) dispatch({ type: SLOT_FILLED });
}
