import { act, screen, within } from '@testing-library/react';
import { theme } from '../../components/theme';
import { compactEntry } from '../../features/history/compactEntry';
import { backgroundReply, deferredReply, installFakeFetch, reply, sentByVisitor } from '../../testing/fakeFetch';
import { aRecommendation, aServiceRecommendation, CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { advance } from '../../testing/time';

const input = () => screen.getByPlaceholderText('Enter EVM wallet address...');
const getButton = () => screen.getByRole('button', { name: 'Get Recommendation' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 2, 10, 12, 0));
});

describe('main screen input', () => {
  test('shows the heading, the counter, the input limited to 44 characters', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    renderWithProviders();
    expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
    expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('Free recommendations left: 5 / 5');
    expect(input()).toHaveAttribute('maxLength', '44');
    // The page opens at its top; focus is not pulled past the header.
    expect(input()).not.toHaveFocus();
  });

  test.each([
    ['not an address', 'hello', 'Enter an address (0x followed by 40 characters, 0–9 and a–f) or an ENS name ending in .eth.'],
    ['39 hex characters', `0x${'a'.repeat(39)}`, 'Too short: 39 of the 40 characters after 0x.'],
    [
      'a mixed-case address with two letters’ case swapped',
      CHECKSUMMED_ADDRESS.replace('aA', 'Aa'),
      'The case of two letters does not match the address’s checksum: the "A" in "5Aae" (character 4) should be "a", and the "a" in "5Aaeb" (character 5) should be "A".',
    ],
  ])('rejects %s with "Invalid EVM Address" and why, and sends nothing', async (_case, typed, reason) => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), typed);
    await user.click(getButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Invalid EVM Address${reason}`);
    expect(getButton()).toBeDisabled();
    expect(sentByVisitor(fetch)).toHaveLength(0);
  });

  test('the error clears when the address is edited, and the button works again', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), 'nope');
    await user.click(getButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getButton()).toBeEnabled();
  });

  test('after a rejected address the input has the focus back, and Backspace edits its end', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), '0x1234');
    await user.click(getButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid EVM Address');
    expect(getButton()).toBeDisabled();
    expect(document.activeElement).toBe(input());
    await user.keyboard('{Backspace}');
    expect(input()).toHaveValue('0x123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getButton()).toBeEnabled();
  });

  test('accepts surrounding spaces and sends the trimmed address as `wallet`', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), `  ${LOWERCASE_ADDRESS} `);
    await user.click(getButton());
    expect(await screen.findByText('Here are your tips!')).toBeInTheDocument();
    const [sent] = sentByVisitor(fetch);
    expect(sent.url).toBe('http://localhost/api/recommendations');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({ wallet: LOWERCASE_ADDRESS });
  });

  test('shows the address as the service checksummed it, not as typed', async () => {
    installFakeFetch(() => reply.ok(aRecommendation({ address: CHECKSUMMED_ADDRESS })));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS.toLowerCase());
    await user.click(getButton());
    await advance(4000);
    expect(await screen.findByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` })).toBeInTheDocument();
  });

  test('with no free recommendation left: "No Free recommendations left", the 0 in red, nothing sent', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders({
      preloadedState: { quota: { available: 0, max: 5, firstRequestDate: new Date(2026, 2, 10, 8).toISOString() } },
    });
    const counter = await screen.findByText(/Free recommendations left:/);
    expect(within(counter).getByText('0')).toHaveStyle({ color: theme.colors.danger });
    // When they come back, counted down: it is 12:00, so midnight is 12 hours away.
    expect(screen.getByText('They come back at midnight, in 12 h.')).toBeInTheDocument();
    await user.type(input(), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No Free recommendations leftYour 5 free recommendations come back at midnight, your time.');
    expect(sentByVisitor(fetch)).toHaveLength(0);
  });

  test('with none left, the countdown follows the clock, and at midnight the allowance comes back on the open page', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    jest.setSystemTime(new Date(2026, 2, 10, 22, 40, 30));
    const { user } = renderWithProviders({
      preloadedState: { quota: { available: 0, max: 5, firstRequestDate: new Date(2026, 2, 10, 8).toISOString() } },
    });
    expect(await screen.findByText('They come back at midnight, in 1 h 20 min.')).toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByText('They come back at midnight, in 1 h 19 min.')).toBeInTheDocument();
    await user.type(input(), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No Free recommendations left/);
    // A minute at a time, so each tick's render schedules the next (80 minutes: past midnight).
    for (let minute = 0; minute < 80; minute += 1) await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('Free recommendations left: 5 / 5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getButton()).toBeEnabled();
  });

  test('the demo wallets of the service’s own chains are offered; one tap fills the input, and it is sent as typed', async () => {
    const whale = { label: 'Whale', address: '0x4444444444444444444444444444444444444444', ensName: 'whale.eth', description: 'Every token.' };
    const fetch = installFakeFetch((request) =>
      new URL(request.url).pathname === '/api/demo-wallets'
        ? reply.ok({ wallets: [whale, { label: 'broken' }] })
        : (backgroundReply(request) ?? reply.ok(aRecommendation())),
    );
    const { user } = renderWithProviders();
    await user.click(await screen.findByRole('button', { name: 'whale.eth' }));
    // The unreadable entry (no address) is left out.
    expect(within(screen.getByRole('list', { name: /demo wallet/ })).getAllByRole('button')).toHaveLength(1);
    expect(input()).toHaveValue('whale.eth');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Here are your tips!')).toBeInTheDocument();
    expect(await sentByVisitor(fetch)[0].json()).toEqual({ wallet: 'whale.eth' });
  });

  test('a service without demo wallets (real chains), or one that cannot say, offers none', async () => {
    installFakeFetch((request) =>
      new URL(request.url).pathname === '/api/demo-wallets' ? reply.error(404, 'not_found', 'Not found') : reply.ok(aRecommendation()),
    );
    renderWithProviders();
    await screen.findByRole('heading', { name: 'Input address' });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('list', { name: /demo wallet/ })).toBeNull();
  });

  test('a new local day gives the full allowance back', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    // Same day of the month, other month: the old rule would not have reset.
    const lastMonth = new Date(2026, 1, 10, 9).toISOString();
    renderWithProviders({ preloadedState: { quota: { available: 0, max: 5, firstRequestDate: lastMonth } } });
    expect(await screen.findByText(/Free recommendations left:/)).toHaveTextContent('5 / 5');
  });

  test('the allowance is not reset within the same local day', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const thisMorning = new Date(2026, 2, 10, 0, 5).toISOString();
    renderWithProviders({ preloadedState: { quota: { available: 2, max: 5, firstRequestDate: thisMorning } } });
    expect(await screen.findByText(/Free recommendations left:/)).toHaveTextContent('2 / 5');
  });
});

describe('getting a recommendation', () => {
  test('loading, then "Here are your tips!" for 4 s, then the result; one free recommendation used', async () => {
    const answer = deferredReply();
    installFakeFetch(() => answer.promise);
    const { user, store } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    expect(await screen.findByText('Interns in Bangladesh are thinking hard...')).toBeInTheDocument();
    expect(store.getState().quota.available).toBe(5);

    // eslint-disable-next-line @typescript-eslint/require-await -- the async act also settles the promises this sets off before it returns
    await act(async () => {
      answer.release(reply.ok(aRecommendation()));
    });
    expect(await screen.findByText('Here are your tips!')).toBeInTheDocument();
    const receivedAt = new Date().toISOString();
    await advance(3900);
    expect(screen.queryByRole('heading', { name: /Recommendation for/ })).not.toBeInTheDocument();
    await advance(100);
    // The result replaces the view the visitor was in; focus continues at its title.
    expect(screen.getByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` })).toHaveFocus();
    expect(store.getState().quota).toMatchObject({ available: 4, firstRequestDate: receivedAt });
    // History keeps it compact (features/history/compactEntry.ts).
    expect(store.getState().history.entries).toEqual([compactEntry({ ...aRecommendation(), address: CHECKSUMMED_ADDRESS, createdAt: receivedAt })]);
  });

  test('New Recommendation clears the result and the address and shows the input again', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    await screen.findByText('Here are your tips!');
    await advance(4000);
    await user.click(screen.getByRole('button', { name: 'New Recommendation' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('4 / 5');
  });

  test('an answer with every field the service sends shows its advice, its rules and what was set aside', async () => {
    installFakeFetch(() => reply.ok(aServiceRecommendation()));
    const { user, store } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    await screen.findByText('Here are your tips!');
    await advance(4000);

    expect(screen.getByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` })).toBeInTheDocument();
    expect(screen.getByText('current price: $3000/ETH')).toBeInTheDocument();
    // Two chains: each card names its own.
    expect(screen.getByRole('heading', { name: 'ETH on Ethereum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'USDC on Base' })).toBeInTheDocument();
    expect(screen.getByText('Polygon could not be read: the node did not answer within 3 s. Its tokens are not included.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Why? ETH on Ethereum' }));
    expect(screen.getByText('30-day return −38.0% < 0.0%')).toBeVisible();
    await user.click(screen.getByText('Set aside (2)'));
    expect(screen.getByText('SCAM on Ethereum — spam-like name')).toBeVisible();
    expect(screen.getByText('FOO on Base — stale price (2 days old)')).toBeVisible();
    // Only what the app shows is kept on the device: the wallet's value, not the signals.
    const [saved] = store.getState().history.entries;
    expect(saved.totalValueUsd).toBe(5500);
    expect(saved.tokens[0]).not.toHaveProperty('signals');
  });

  test('a failure shows the error in a toast, uses nothing, and leaves the input usable', async () => {
    installFakeFetch(() => reply.error(400, 'BAD_WALLET', 'wallet must be 0x followed by 40 hex characters'));
    const { user, store } = renderWithProviders();
    await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
    await user.click(getButton());
    expect(await screen.findByText('wallet must be 0x followed by 40 hex characters')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Enter EVM wallet address...')).toHaveValue(CHECKSUMMED_ADDRESS);
    expect(input()).toHaveFocus();
    expect(getButton()).toBeEnabled();
    expect(store.getState().quota.available).toBe(5);
    expect(store.getState().history.entries).toEqual([]);
  });
});
