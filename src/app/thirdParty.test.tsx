import { act, screen } from '@testing-library/react';
import { installFakeFetch, reply, sentByVisitor } from '../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { clearGoogleGlobals, gtagCalls, loadFakeRecaptchaScript, thirdPartyScripts } from '../testing/thirdParty';

const GA_ID = 'G-TEST123';
const SITE_KEY = 'site-key-for-tests';

beforeEach(() => {
  jest.useFakeTimers();
  clearGoogleGlobals();
});

async function getRecommendation(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
  await screen.findByText('Here are your tips!');
}

test('with no keys configured: no third-party script, no captcha header, only our own API is called', async () => {
  const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
  const { user } = renderWithProviders();
  await getRecommendation(user);
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  await screen.findByRole('heading', { name: 'Recommendations history' });

  expect(thirdPartyScripts()).toEqual([]);
  expect(gtagCalls()).toEqual([]);
  expect(new Set(fetch.calls.map((call) => new URL(call.url).origin))).toEqual(new Set([window.location.origin]));
  const [request] = sentByVisitor(fetch);
  expect(new URL(request.url).pathname).toBe('/api/recommendations');
  expect(request.headers.has('X-Recaptcha-Token')).toBe(false);
});

describe('with GA_MEASUREMENT_ID', () => {
  // react-ga4 injects its script once per page; this file's first GA test sees it happen.
  test('loads gtag and sends a page view on every navigation', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders({ config: { GA_MEASUREMENT_ID: GA_ID } });
    await screen.findByRole('heading', { name: 'Input address' });
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Recommendations history' });
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(thirdPartyScripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
    const pageViews = gtagCalls().filter(([command, name]) => command === 'event' && name === 'page_view');
    expect(pageViews).toEqual([
      ['event', 'page_view', { page_path: '/' }],
      ['event', 'page_view', { page_path: '/settings' }],
    ]);
  });

  test('sends "fetch-recommendation" with the wallet', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders({ config: { GA_MEASUREMENT_ID: GA_ID } });
    await getRecommendation(user);
    expect(gtagCalls()).toContainEqual(['event', 'fetch-recommendation', { wallet: CHECKSUMMED_ADDRESS }]);
  });
});

describe('with RECAPTCHA_SITE_KEY', () => {
  test('gets a token for the action "recommendation" and sends it as X-Recaptcha-Token', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders({ config: { RECAPTCHA_SITE_KEY: SITE_KEY } });
    await screen.findByRole('heading', { name: 'Input address' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(thirdPartyScripts()).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);

    // eslint-disable-next-line @typescript-eslint/require-await -- the async act also settles the promises this sets off before it returns
    const execute = await act(async () => loadFakeRecaptchaScript('token-abc'));
    await getRecommendation(user);
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'recommendation' });
    expect(sentByVisitor(fetch)[0].headers.get('X-Recaptcha-Token')).toBe('token-abc');
  });

  test('if the script never loads, the request fails with a toast and costs nothing', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { user, store } = renderWithProviders({ config: { RECAPTCHA_SITE_KEY: SITE_KEY } });
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('reCAPTCHA could not be loaded')).toBeInTheDocument();
    // The app's own looks at the service aside, nothing was sent.
    expect(sentByVisitor(fetch)).toHaveLength(0);
    expect(store.getState().quota.available).toBe(5);
  });
});
