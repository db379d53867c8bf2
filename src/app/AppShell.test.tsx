import { screen } from '@testing-library/react';
import { installFakeFetch, reply } from '../testing/fakeFetch';
import { aRecommendation } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
  installFakeFetch(() => reply.ok(aRecommendation()));
});

describe('onboarding', () => {
  test.each(['/', '/settings', '/history/rec-1'])('a visitor who has not onboarded is sent from %s to onboarding', async (route) => {
    renderWithProviders({ route, onboarded: false });
    expect(await screen.findByRole('heading', { name: "Hi I'm Ribbit!" })).toBeInTheDocument();
  });

  test('two steps, then Start marks onboarding done and shows main', async () => {
    const { user, store } = renderWithProviders({ route: '/', onboarded: false });
    expect(await screen.findByText('I will help you analyze your crypto portfolio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Next disappears under the visitor's focus; focus continues at step 2's heading.
    expect(screen.getByRole('heading', { name: 'How does it work?' })).toHaveFocus();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Write your wallet address', 'Get token analysis', 'Follow tips to grow your portfolio']);
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
    expect(store.getState().onboarding.onboarded).toBe(true);
  });

  test('the flag stored on an earlier visit is read before any redirect', async () => {
    window.localStorage.setItem('is_onboarded', 'true');
    renderWithProviders({ route: '/settings', onboarded: false });
    expect(await screen.findByRole('heading', { name: 'Recommendations history' })).toBeInTheDocument();
  });

  test('an onboarded visitor sees main directly', async () => {
    renderWithProviders({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
  });
});

describe('routes and header', () => {
  test('an unknown path shows main', async () => {
    renderWithProviders({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
  });

  test('the settings icon opens the history, the logo and name go back to main', async () => {
    const { user } = renderWithProviders({ route: '/' });
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Recommendations history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ribbit' }));
    expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
  });

  test('the social link opens SOCIAL_URL in a new tab without an opener', async () => {
    renderWithProviders({ route: '/', config: { SOCIAL_URL: 'https://social.example/ribbit' } });
    const social = await screen.findByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveAttribute('href', 'https://social.example/ribbit');
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the footer', () => {
  const FOOTER =
    'Ribbit reads public blockchain data and advises by fixed rules: it is not financial advice. Nothing leaves this device but the wallet address you enter.';

  test.each(['/onboarding', '/', '/settings'])('says what Ribbit is and is not on %s', async (route) => {
    renderWithProviders({ route, onboarded: route !== '/onboarding' });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(FOOTER);
  });

  test('names the third parties a build turns on, which then also get something from the device', async () => {
    renderWithProviders({ config: { GA_MEASUREMENT_ID: 'G-TEST', RECAPTCHA_SITE_KEY: 'site-key' } });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      'Nothing leaves this device but the wallet address you enter, and what Google Analytics and Google reCAPTCHA collect.',
    );
  });
});
