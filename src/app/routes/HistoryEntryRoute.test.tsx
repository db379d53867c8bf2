import { screen } from '@testing-library/react';
import { compactEntry } from '../../features/history/compactEntry';
import { deferredReply, installFakeFetch, reply } from '../../testing/fakeFetch';
import { aRecommendation, aSavedRecommendation, CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { COMPACT_ENTRY_TEXT, OLDER_ENTRY_TEXT } from './HistoryEntryRoute';

beforeEach(() => {
  jest.useFakeTimers();
  installFakeFetch(() => reply.ok(aRecommendation()));
});

const saved = aSavedRecommendation({ id: 'abc', address: LOWERCASE_ADDRESS, overview: 'Mostly stablecoins.' });

test('shows the saved recommendation by its id', async () => {
  renderWithProviders({ route: '/history/abc', preloadedState: { history: { entries: [saved] } } });
  expect(await screen.findByRole('heading', { name: `Recommendation for ${LOWERCASE_ADDRESS}` })).toBeInTheDocument();
  expect(screen.getByText('Mostly stablecoins.')).toBeInTheDocument();
});

test('an unknown id shows a clear not-found state with a way back', async () => {
  renderWithProviders({ route: '/history/missing', preloadedState: { history: { entries: [saved] } } });
  expect(await screen.findByRole('heading', { name: 'Recommendation not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to history' })).toHaveAttribute('href', '/settings');
});

test('New Recommendation goes to an empty input on main', async () => {
  const { user } = renderWithProviders({
    route: '/history/abc',
    preloadedState: {
      history: { entries: [saved] },
      recommendation: { address: CHECKSUMMED_ADDRESS, inputError: null, readyCaption: false, current: saved },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'New Recommendation' }));
  expect(await screen.findByPlaceholderText('Enter EVM wallet address...')).toHaveValue('');
});

test('New Recommendation is disabled while a fetch is in progress', async () => {
  const answer = deferredReply();
  installFakeFetch(() => answer.promise);
  const { user } = renderWithProviders({ route: '/', preloadedState: { history: { entries: [saved] } } });
  await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  await user.click(await screen.findByRole('link', { name: /^open/ }));
  expect(await screen.findByRole('button', { name: 'New Recommendation' })).toBeDisabled();
});

test("an entry saved across two chains shows each token's chain", async () => {
  const twoChains = aSavedRecommendation({
    id: 'multi',
    tokens: [
      { ...saved.tokens[0], chainId: 1 },
      { ...saved.tokens[0], symbol: 'USDC', chainId: 8453 },
    ],
    chains: [
      { chainId: 1, name: 'Ethereum', status: 'ok' },
      { chainId: 8453, name: 'Base', status: 'ok' },
    ],
  });
  renderWithProviders({ route: '/history/multi', preloadedState: { history: { entries: [twoChains] } } });
  expect(await screen.findByRole('heading', { name: 'USDC on Base' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ETH on Ethereum' })).toBeInTheDocument();
  expect(document.querySelector('img[src="/icons/chains/8453.svg"]')).not.toBeNull();
});

test('an entry from a single-chain build, without chain ids, shows no badges', async () => {
  const { chainId: _chainId, ...oldToken } = saved.tokens[0];
  const { chains: _chains, ...old } = aSavedRecommendation({ id: 'old', tokens: [oldToken, { ...oldToken, symbol: 'USDC' }] });
  renderWithProviders({ route: '/history/old', preloadedState: { history: { entries: [old] } } });
  expect(await screen.findByRole('heading', { name: 'USDC' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
  expect(document.querySelector('img[src^="/icons/chains/"]')).toBeNull();
});

test('a compact entry (as history keeps it) shows its calls, why each was made and its details, and says what it does not keep', async () => {
  const compact = compactEntry(
    aSavedRecommendation({ id: 'compact', tokens: [{ ...saved.tokens[0], sparkline: [1, 2, 3], rules: [{ id: 'r', action: 'hold', text: 'steady' }] }] }),
  );
  renderWithProviders({ route: '/history/compact', preloadedState: { history: { entries: [compact] } } });
  expect(await screen.findByText(COMPACT_ENTRY_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
  expect(screen.getByText('current price: $3000/ETH')).toBeInTheDocument();
  expect(screen.getByText('Result:').parentElement).toHaveTextContent(saved.tokens[0].result);
  expect(screen.queryByText('Description:')).not.toBeInTheDocument();
});

test('a compact entry of an earlier version, without the reasons, says so and shows no empty "Result:"', async () => {
  const older = compactEntry(aSavedRecommendation({ id: 'older', tokens: [{ ...saved.tokens[0], result: '' }] }));
  renderWithProviders({ route: '/history/older', preloadedState: { history: { entries: [older] } } });
  expect(await screen.findByText(OLDER_ENTRY_TEXT)).toBeInTheDocument();
  expect(screen.queryByText(COMPACT_ENTRY_TEXT)).not.toBeInTheDocument();
  expect(screen.queryByText('Result:')).not.toBeInTheDocument();
});

test('a full entry (saved by an older build) shows its texts and no such note', async () => {
  renderWithProviders({ route: '/history/abc', preloadedState: { history: { entries: [saved] } } });
  expect(await screen.findByText('Description:')).toBeInTheDocument();
  expect(screen.queryByText(COMPACT_ENTRY_TEXT)).not.toBeInTheDocument();
});
