import { addressChanged } from '../features/recommendation/recommendationSlice';
import { deferredReply, installFakeFetch, reply } from '../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../testing/fixtures';
import { makeTestStore } from '../testing/makeTestStore';
import { requestRecommendation } from './requestRecommendation';

beforeEach(() => jest.useFakeTimers());

// A double click (or Enter then click) reaches the thunk twice before the first request is out,
// because the address check waits; a mixed-case address even loads keccak first.
test.each([
  ['a checksummed', CHECKSUMMED_ADDRESS],
  ['a lowercase', LOWERCASE_ADDRESS],
])('a double submit of %s address sends one request and spends one free recommendation', async (_case, address) => {
  const answer = deferredReply();
  const fetch = installFakeFetch(() => answer.promise);
  const store = makeTestStore();
  store.dispatch(addressChanged(address));

  const first = store.dispatch(requestRecommendation());
  const second = store.dispatch(requestRecommendation());
  await jest.advanceTimersByTimeAsync(0);
  answer.release(reply.ok(aRecommendation()));
  await Promise.all([first, second]);

  expect(fetch.calls).toHaveLength(1);
  expect(store.getState().quota.available).toBe(4);
  expect(store.getState().history.entries).toHaveLength(1);
});

test('a store made before the API has loaded has no API slice; once it loads with the main route, the first submit is answered', async () => {
  const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
  // A module registry of its own, in which the API module is not evaluated until asked for, as in
  // the first bundle: the store is made, then the main route's chunk brings the API.
  await jest.isolateModulesAsync(async () => {
    const { makeTestStore: makeIsolatedStore } = await import('../testing/makeTestStore');
    const store = makeIsolatedStore();
    expect(store.getState().api).toBeNull();
    store.dispatch(addressChanged(CHECKSUMMED_ADDRESS));

    const { requestRecommendation: request } = await import('./requestRecommendation');
    expect(store.getState().api?.mutations).toEqual({});
    await store.dispatch(request());

    expect(fetch.calls).toHaveLength(1);
    expect(store.getState().recommendation.current?.address).toBe(CHECKSUMMED_ADDRESS);
    expect(store.getState().api).not.toBeNull();
  });
});
