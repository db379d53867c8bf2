import { screen, within } from '@testing-library/react';
import { deferredReply, installFakeFetch, reply } from '../../testing/fakeFetch';
import { aRecommendation, aSavedRecommendation, CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { formatLocalDateTime } from '../../features/history/components/localDateTime';

beforeEach(() => {
  jest.useFakeTimers();
  installFakeFetch(() => reply.ok(aRecommendation()));
});

const older = aSavedRecommendation({ id: 'old', address: LOWERCASE_ADDRESS, createdAt: '2026-03-01T08:00:00.000Z' });
// 20:45 UTC is 02:15 the next day in the tests' zone (UTC+05:30, jest.config.ts).
const newer = aSavedRecommendation({ id: 'new', address: CHECKSUMMED_ADDRESS, createdAt: '2026-03-09T20:45:00.000Z' });

test('the date and time are the local ones, not UTC', () => {
  const asUtc = new Date(newer.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const shown = formatLocalDateTime(newer.createdAt);
  expect(shown).not.toBe(asUtc);
  expect(shown).toMatch(/\b0?2:15\b/);
  expect(shown).toMatch(/\b10\b/);
});

test('lists the history newest first with address, local date and time, and an open link', async () => {
  renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [older, newer] } } });
  expect(await screen.findByRole('heading', { name: 'Recommendations history' })).toBeInTheDocument();
  expect(screen.getByText('This device keeps your latest 100 recommendations; older ones are removed as new ones arrive.')).toBeInTheDocument();
  const rows = screen.getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent(CHECKSUMMED_ADDRESS);
  expect(rows[0]).toHaveTextContent(formatLocalDateTime(newer.createdAt));
  expect(rows[1]).toHaveTextContent(LOWERCASE_ADDRESS);
  expect(within(rows[0]).getByRole('link', { name: /^open/ })).toHaveAttribute('href', '/history/new');
  expect(within(rows[1]).getByRole('link', { name: /^open/ })).toHaveAttribute('href', '/history/old');
});

test('a row names the wallet as typed, says what it was worth then, what the plan was, and how it graded', async () => {
  const whale = aSavedRecommendation({
    id: 'whale',
    address: '0x4444444444444444444444444444444444444444',
    ensName: 'whale.eth',
    createdAt: '2026-03-09T20:45:00.000Z',
    totalValueUsd: 3_164_836.4,
    tokens: [
      { symbol: 'UST', action: 'strongly sell', count: 50_107, price: 0.89, result: 'Sell all of it.', description: '' },
      { symbol: 'LINK', action: 'buy more', count: 2839, price: 18.5, result: 'Buy 2,840 LINK more.', description: '' },
    ],
  });
  renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [whale] } } });
  const [row] = await screen.findAllByRole('listitem');
  // Each line of the row: its spans and paragraphs, not the parts inside a paragraph.
  const lines = [...row.querySelectorAll('span, p')].filter((element) => element.parentElement?.closest('p') === null).map((element) => element.textContent);
  expect(lines.slice(0, 4)).toEqual([
    'whale.eth',
    '0x4444444444444444444444444444444444444444',
    `${formatLocalDateTime(whale.createdAt)} · worth $3,164,836`,
    'Sell UST; buy LINK',
  ]);
  expect(within(row).getByRole('link', { name: /^open recommendation for whale\.eth from / })).toHaveAttribute('href', '/history/whale');
});

test('open shows the saved recommendation', async () => {
  const { user } = renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [older, newer] } } });
  await user.click(await screen.findByRole('link', { name: new RegExp(`^open recommendation for ${LOWERCASE_ADDRESS}`) }));
  expect(await screen.findByRole('heading', { name: `Recommendation for ${LOWERCASE_ADDRESS}` })).toBeInTheDocument();
});

test('with no entries: "No recommendations found" and a New Recommendation button to main', async () => {
  const { user } = renderWithProviders({ route: '/settings' });
  expect(await screen.findByRole('heading', { name: 'No recommendations found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New Recommendation' }));
  expect(await screen.findByRole('heading', { name: 'Input address' })).toBeInTheDocument();
});

test('while a fetch is in progress, a row reads "Fetching new recommendation..."', async () => {
  const answer = deferredReply();
  installFakeFetch(() => answer.promise);
  const { user } = renderWithProviders({ route: '/', preloadedState: { history: { entries: [older] } } });
  await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  const rows = await screen.findAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Fetching new recommendation...');
  expect(rows[1]).toHaveTextContent(LOWERCASE_ADDRESS);
});

test('history that could not be read says so, not that there is none', async () => {
  renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [], unreadable: true } } });
  expect(await screen.findByRole('heading', { name: 'Your history could not be read' })).toBeInTheDocument();
  expect(screen.getByText('It is still on this device. Reload the page to try again.')).toBeInTheDocument();
  expect(screen.queryByText('No recommendations found')).not.toBeInTheDocument();
});
