import { act, screen } from '@testing-library/react';
import { theme } from '../components/theme';
import { backgroundReply, deferredReply, installFakeFetch, reply } from '../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { advance } from '../testing/time';

/** notistack's exit animation, in ms (then the row collapses, about as long again). */
const EXIT_TRANSITION_MS = 195;

beforeEach(() => jest.useFakeTimers());

async function submitAddress(user: ReturnType<typeof renderWithProviders>['user']) {
  const input = await screen.findByPlaceholderText('Enter EVM wallet address...');
  await user.clear(input);
  await user.type(input, CHECKSUMMED_ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
}

test('on main, a success toast says the recommendation is ready', async () => {
  installFakeFetch(() => reply.ok(aRecommendation()));
  const { user } = renderWithProviders();
  await submitAddress(user);
  expect(await screen.findByText('Your recommendation is ready!')).toBeInTheDocument();
});

test('away from main, the toast reads "Click to see your new recommendation" and clicking it goes to main', async () => {
  const answer = deferredReply();
  installFakeFetch(() => answer.promise);
  const { user } = renderWithProviders();
  await submitAddress(user);
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  expect(await screen.findByText('Fetching new recommendation...')).toBeInTheDocument();

  // eslint-disable-next-line @typescript-eslint/require-await -- the async act also settles the promises this sets off before it returns
  await act(async () => {
    answer.release(reply.ok(aRecommendation()));
  });
  const toast = await screen.findByRole('link', { name: 'Click to see your new recommendation' });
  // Neon on the toast's dark surface, as everywhere on the page.
  expect(toast).toHaveStyle({ color: theme.colors.accent });
  await user.click(toast);
  expect(await screen.findByText('Here are your tips!')).toBeInTheDocument();
  await advance(4000);
  expect(screen.getByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` })).toBeInTheDocument();
});

test('a toast shown on main keeps its text when the visitor leaves main while it shows', async () => {
  installFakeFetch(() => reply.ok(aRecommendation()));
  const { user } = renderWithProviders();
  await submitAddress(user);
  expect(await screen.findByText('Your recommendation is ready!')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  expect(await screen.findByRole('heading', { name: 'Recommendations history' })).toBeInTheDocument();
  expect(screen.getByText('Your recommendation is ready!')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Click to see your new recommendation' })).not.toBeInTheDocument();
});

test('toasts show in the top-right corner', async () => {
  installFakeFetch(() => reply.error(400, 'BAD_WALLET', 'Nope'));
  const { user } = renderWithProviders();
  await submitAddress(user);
  const container = (await screen.findByText('Nope')).closest('.notistack-SnackbarContainer');
  if (!container) throw new Error("the toast is not inside notistack's container");
  const style = window.getComputedStyle(container);
  expect(style.position).toBe('fixed');
  expect(style.top).not.toBe('');
  expect(style.right).not.toBe('');
  expect(style.bottom).toBe('');
  expect(style.left).toBe('');
});

test('toasts wear the pixel theme: dark surface, square border in the red for errors, accent for success', async () => {
  let calls = 0;
  installFakeFetch((request) => {
    const background = backgroundReply(request);
    if (background) return background;
    calls += 1;
    return calls === 1 ? reply.error(400, 'BAD_WALLET', 'Nope') : reply.ok(aRecommendation());
  });
  const { user } = renderWithProviders();
  await submitAddress(user);
  const errorToast = (await screen.findByText('Nope')).closest('.notistack-MuiContent');
  expect(errorToast).toHaveStyle({
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    borderColor: theme.colors.red,
    borderRadius: theme.radii.none,
    fontFamily: theme.fonts.body,
  });

  await submitAddress(user);
  const successToast = (await screen.findByText('Your recommendation is ready!')).closest('.notistack-MuiContent');
  expect(successToast).toHaveStyle({ backgroundColor: theme.colors.surface, borderColor: theme.colors.accent });
});

test('a 401 shows "Failed reCAPTCHA" in an error toast', async () => {
  installFakeFetch(() => reply.error(401, 'CAPTCHA_FAILED', 'captcha rejected'));
  const { user } = renderWithProviders();
  await submitAddress(user);
  expect(await screen.findByText('Failed reCAPTCHA')).toBeInTheDocument();
});

test('a toast closes by itself after 3000 ms', async () => {
  installFakeFetch(() => reply.error(400, 'BAD_WALLET', 'Nope'));
  const { user } = renderWithProviders();
  await submitAddress(user);
  expect(await screen.findByText('Nope')).toBeInTheDocument();
  await advance(2900);
  expect(screen.getByText('Nope')).toBeInTheDocument();
  await advance(100 + 2 * EXIT_TRANSITION_MS + 400);
  expect(screen.queryByText('Nope')).not.toBeInTheDocument();
});

test('a toast closes when clicked', async () => {
  installFakeFetch(() => reply.error(400, 'BAD_WALLET', 'Nope'));
  const { user } = renderWithProviders();
  await submitAddress(user);
  await user.click(await screen.findByText('Nope'));
  await advance(2 * EXIT_TRANSITION_MS + 400);
  expect(screen.queryByText('Nope')).not.toBeInTheDocument();
});

test('at most 3 toasts show at once', async () => {
  let failures = 0;
  installFakeFetch((request) => {
    // The app's own looks at the service (its health, its demo wallets) are not failures to count.
    const background = backgroundReply(request);
    if (background) return background;
    failures += 1;
    return reply.error(400, 'BAD_WALLET', `Failure ${failures}`);
  });
  const { user } = renderWithProviders();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await submitAddress(user);
    await screen.findByText(`Failure ${attempt}`);
  }
  await advance(2 * EXIT_TRANSITION_MS + 400);
  expect(screen.queryByText('Failure 1')).not.toBeInTheDocument();
  for (const shown of ['Failure 2', 'Failure 3', 'Failure 4']) expect(screen.getByText(shown)).toBeInTheDocument();
});
