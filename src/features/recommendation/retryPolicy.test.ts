import { recommendationApi } from './recommendationApi';
import { installFakeFetch, reply, type FakeReply } from '../../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS } from '../../testing/fixtures';
import { makeTestStore } from '../../testing/makeTestStore';

beforeEach(() => jest.useFakeTimers());

/** Starts the recommendation call and returns its settled outcome (data or error). */
function requestRecommendation(store = makeTestStore()) {
  return store
    .dispatch(recommendationApi.endpoints.getRecommendation.initiate({ address: CHECKSUMMED_ADDRESS }))
    .unwrap()
    .then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
}

/** Backoff before retry 1, 2, 3, in ms. */
const BACKOFF = [1000, 2000, 4000];

describe('retry policy', () => {
  test('a 5xx is retried 3 times with growing backoff, then its message is the error', async () => {
    const fetch = installFakeFetch(() => reply.error(503, 'CHAIN_UNAVAILABLE', 'The chain cannot be reached'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch.calls).toHaveLength(1);
    for (const [index, wait] of BACKOFF.entries()) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(fetch.calls).toHaveLength(index + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetch.calls).toHaveLength(index + 2);
    }
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch.calls).toHaveLength(4);
    expect(await outcome).toEqual({ error: { status: 503, message: 'The chain cannot be reached', code: 'CHAIN_UNAVAILABLE' } });
  });

  test('a 5xx that recovers on a retry gives the recommendation', async () => {
    const answers: FakeReply[] = [reply.error(502, 'PRICE_UNAVAILABLE', 'down'), reply.ok(aRecommendation())];
    const fetch = installFakeFetch(() => answers.shift() ?? reply.ok(aRecommendation()));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ data: aRecommendation() });
    expect(fetch.calls).toHaveLength(2);
  });

  test('a 429 is retried', async () => {
    const fetch = installFakeFetch(() => reply.error(429, 'RATE_LIMITED', 'Too many requests', { 'Retry-After': '1' }));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(7000);
    expect(fetch.calls).toHaveLength(4);
    expect(await outcome).toEqual({ error: { status: 429, message: 'Too many requests', code: 'RATE_LIMITED' } });
  });

  test('a 401 is not retried and reads "Failed reCAPTCHA"', async () => {
    const fetch = installFakeFetch(() => reply.error(401, 'CAPTCHA_FAILED', 'captcha score too low'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch.calls).toHaveLength(1);
    expect(await outcome).toEqual({ error: { status: 401, message: 'Failed reCAPTCHA' } });
  });

  test('a 400 is not retried and shows the service message', async () => {
    const fetch = installFakeFetch(() => reply.error(400, 'BAD_WALLET', 'wallet is not an address'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch.calls).toHaveLength(1);
    expect(await outcome).toEqual({ error: { status: 400, message: 'wallet is not an address', code: 'BAD_WALLET' } });
  });

  test('network errors are retried and end in plain words: the server cannot be reached, try again', async () => {
    const fetch = installFakeFetch(() => reply.networkError(new TypeError('Failed to fetch')));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(7000);
    expect(fetch.calls).toHaveLength(4);
    expect(await outcome).toEqual({
      error: { status: 'NETWORK_ERROR', message: "Ribbit's server cannot be reached right now. Please try again in a moment." },
    });
  });

  test.each([502, 503, 504])("a proxy's bare %i (the service down behind it) says the same, after the retries", async (status) => {
    const fetch = installFakeFetch(() => reply.json(status, 'Bad Gateway'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(7000);
    expect(fetch.calls).toHaveLength(4);
    expect(await outcome).toEqual({ error: { status, message: "Ribbit's server cannot be reached right now. Please try again in a moment." } });
  });

  test("a 503 with the service's own message keeps that message", async () => {
    installFakeFetch(() => reply.error(503, 'CHAIN_UNAVAILABLE', 'the chain did not answer'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(7000);
    expect(await outcome).toEqual({ error: { status: 503, message: 'the chain did not answer', code: 'CHAIN_UNAVAILABLE' } });
  });

  test('a failure that is not an Error reads "An unknown error occurred"', async () => {
    installFakeFetch(() => reply.networkError('socket hang up'));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(7000);
    expect(await outcome).toEqual({ error: { status: 'NETWORK_ERROR', message: 'An unknown error occurred' } });
  });

  test('an attempt times out after 300000 ms and is retried', async () => {
    const fetch = installFakeFetch(
      (request) =>
        new Promise<FakeReply>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(299_999);
    expect(fetch.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1 + 1000);
    expect(fetch.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3 * 300_000 + 6000);
    expect(await outcome).toEqual({ error: { status: 'TIMEOUT', message: 'No answer within 300 s' } });
    expect(fetch.calls).toHaveLength(4);
  });
});

describe('answers', () => {
  test.each([
    ['an empty body', undefined],
    ['no data at all', {}],
    ['data without a recommendation', { data: null }],
  ])('%s reads "Failed to receive the recommendation data", not retried', async (_case, body) => {
    const fetch = installFakeFetch(() => reply.json(200, body));
    const outcome = requestRecommendation();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch.calls).toHaveLength(1);
    expect(await outcome).toEqual({
      error: { status: 'EMPTY_RESPONSE', message: 'Failed to receive the recommendation data' },
    });
  });

  test('the base URL comes from API_BASE_URL', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    await requestRecommendation(makeTestStore(undefined, { API_BASE_URL: 'https://ribbit.example/v1/' }));
    expect(fetch.calls[0].url).toBe('https://ribbit.example/v1/recommendations');
  });
});
