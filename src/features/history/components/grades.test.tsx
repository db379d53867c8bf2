import { screen, within } from '@testing-library/react';
import type { TokenAdvice } from '../../../api/types';
import { deferredReply, installFakeFetch, reply, type FakeReply } from '../../../testing/fakeFetch';
import { aSavedRecommendation, CHECKSUMMED_ADDRESS, LOWERCASE_ADDRESS } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const NOW = Date.parse('2026-03-12T12:00:00.000Z');
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const GNO = '0x6810e776880C02933D47DB1b9fc05908e5386b96';

function aCall(symbol: string, action: TokenAdvice['action'], address: string, price: number, volatilityAnnual = 0.6): TokenAdvice {
  return { symbol, action, address, chainId: 1, price, volatilityAnnual, count: 1, result: '', description: `${action} ${symbol}` };
}

// Two days old: UNI sold at $10, LINK bought at $20, GNO bought at $100, USDC (a dollar stablecoin) held at $1, and ETH from an older build.
const graded = aSavedRecommendation({
  id: 'graded',
  address: CHECKSUMMED_ADDRESS,
  createdAt: '2026-03-10T12:00:00.000Z',
  tokens: [
    aCall('UNI', 'sell', UNI, 10),
    aCall('LINK', 'buy more', LINK, 20),
    aCall('GNO', 'buy', GNO, 100),
    { ...aCall('USDC', 'hold', USDC, 1, 0.0036), pegBand: 0.03 },
    { symbol: 'ETH', action: 'hold', result: '', description: '', count: 1, price: 3000 },
  ],
});
// An hour old.
const young = aSavedRecommendation({ id: 'young', address: LOWERCASE_ADDRESS, createdAt: '2026-03-12T11:00:00.000Z', tokens: [aCall('UNI', 'sell', UNI, 9)] });

// The service's answer: UNI down 20 % (the sell was right), LINK down 10 % (the buy was wrong), GNO up
// 1 % (within its usual ±4.4 % in two days: too small to tell), USDC on its peg.
const PRICES_NOW = { [UNI]: 8, [LINK]: 18, [GNO]: 101, [USDC]: 1 };
const HIT_RATE = '2 of 3 calls right (67 %), 1 too small to tell';

function pricesReply(request: Request): FakeReply {
  const asked = new URL(request.url).searchParams.get('tokens')?.split(',') ?? [];
  const prices = asked.map((item) => {
    const [chainId, address] = item.split(':');
    const priceUsd = address in PRICES_NOW ? PRICES_NOW[address as keyof typeof PRICES_NOW] : undefined;
    return priceUsd === undefined
      ? { chainId: Number(chainId), address, status: 'unknown', reason: 'not on the token list of this chain' }
      : { chainId: Number(chainId), address, status: 'ok', priceUsd, updatedAt: '2026-03-12T11:59:00.000Z' };
  });
  return reply.ok({ prices });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

test('/history/{id}: each call with its price then and now, the change, the verdict in words with what it was measured against, and the hit rate', async () => {
  const fetch = installFakeFetch(pricesReply);
  renderWithProviders({ route: '/history/graded', preloadedState: { history: { entries: [graded] } } });
  const section = await screen.findByRole('region', { name: 'How the calls did' });
  expect(await within(section).findByText(HIT_RATE)).toBeInTheDocument();
  const rows = within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'UNIsell$10$8−20.0 %✓ right (usual move in 2 days: ±4.4 %)',
    'LINKbuy more$20$18−10.0 %✗ wrong (usual move in 2 days: ±4.4 %)',
    'GNObuy$100$101+1.0 %≈ too small to tell (usual move in 2 days: ±4.4 %)',
    'USDChold$1$10.0 %✓ right (kept its $1 peg)',
    'ETHhold$3,000can’t grade: saved before tokens carried their chain and address',
  ]);
  expect(fetch.calls).toHaveLength(1);
  expect(new URL(fetch.calls[0].url).pathname).toBe('/api/prices');
  expect(new URL(fetch.calls[0].url).searchParams.get('tokens')).toBe(`1:${UNI},1:${LINK},1:${GNO},1:${USDC}`);
});

test('/settings: each row gives its hit rate, opening onto its calls; a recent one is too early to grade', async () => {
  const fetch = installFakeFetch(pricesReply);
  const { user } = renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [graded, young] } } });
  const rows = await screen.findAllByRole('listitem');
  expect(rows[0]).toHaveTextContent(LOWERCASE_ADDRESS);
  expect(rows[0]).toHaveTextContent('too early to grade');
  const summary = await within(rows[1]).findByText(HIT_RATE);
  await user.click(summary);
  expect(within(rows[1]).getByRole('row', { name: /^LINK/ })).toHaveTextContent('✗ wrong');
  expect(within(rows[1]).getByRole('link', { name: /^open recommendation/ })).toHaveAttribute('href', '/history/graded');
  // Only the old entry's tokens are asked for.
  expect(new URL(fetch.calls[0].url).searchParams.get('tokens')?.split(',')).toHaveLength(4);
});

test('an entry that is only a few hours old says so on its page, and nothing is fetched', async () => {
  const fetch = installFakeFetch(pricesReply);
  renderWithProviders({ route: '/history/young', preloadedState: { history: { entries: [young] } } });
  const section = await screen.findByRole('region', { name: 'How the calls did' });
  expect(section).toHaveTextContent(/^How the calls didToo early to grade: calls are graded once they are a day old, from /);
  expect(fetch.calls).toHaveLength(0);
});

test('while prices load a status says so; when the service refuses, the message shows, the history stays, and Try again grades', async () => {
  const first = deferredReply();
  let asked = 0;
  installFakeFetch((request) => (++asked === 1 ? first.promise : pricesReply(request)));
  const { user } = renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [graded] } } });
  expect(await screen.findByRole('status')).toHaveTextContent('Checking prices now to grade the calls…');
  first.release(reply.error(400, 'invalid_request', 'At most 100 tokens per request (got 101).'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Current prices could not be loaded: At most 100 tokens per request (got 101). Your history is safe on this device');
  expect(screen.getByRole('listitem')).toHaveTextContent(CHECKSUMMED_ADDRESS);
  expect(screen.getByRole('listitem')).toHaveTextContent('not graded: prices could not be loaded');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(HIT_RATE)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  // The button went away with the alert; the keyboard focus stayed where it was, not at the page top.
  expect(document.activeElement).not.toBe(document.body);
  expect(document.activeElement?.nextElementSibling).toBe(screen.getByRole('list'));
});

test('on an entry’s page, Try again keeps the keyboard focus in its section while prices load again and after', async () => {
  let asked = 0;
  installFakeFetch((request) => (++asked === 1 ? reply.error(400, 'invalid_request', 'At most 100 tokens per request (got 101).') : pricesReply(request)));
  const { user } = renderWithProviders({ route: '/history/graded', preloadedState: { history: { entries: [graded] } } });
  const section = await screen.findByRole('region', { name: 'How the calls did' });
  await user.click(await within(section).findByRole('button', { name: 'Try again' }));
  expect(await within(section).findByText(HIT_RATE)).toBeInTheDocument();
  expect(section).toContainElement(document.activeElement as HTMLElement);
});

test('a stablecoin off its dollar by a hair kept its peg: the hold was right, and the row says so', async () => {
  const held = aSavedRecommendation({
    id: 'stable',
    createdAt: '2026-03-10T09:30:00.000Z',
    tokens: [{ ...aCall('USDC', 'hold', USDC, 1, 0.001), pegBand: 0.03 }],
  });
  installFakeFetch(() => reply.ok({ prices: [{ chainId: 1, address: USDC, status: 'ok', priceUsd: 0.9998, updatedAt: '2026-03-12T11:59:00.000Z' }] }));
  renderWithProviders({ route: '/history/stable', preloadedState: { history: { entries: [held] } } });
  const section = await screen.findByRole('region', { name: 'How the calls did' });
  expect(await within(section).findByText('1 of 1 call right (100 %)')).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: /^USDC/ })).toHaveTextContent(/^USDChold\$1\$0\.9998−0\.02 %✓ right \(kept its \$1 peg\)$/);
});

test('a stablecoin hold saved before peg bands, off by a hair, shows the move that decided it and the range it was judged against', async () => {
  const held = aSavedRecommendation({ id: 'stable', createdAt: '2026-03-10T12:00:00.000Z', tokens: [aCall('USDC', 'hold', USDC, 1, 0.001)] });
  installFakeFetch(() => reply.ok({ prices: [{ chainId: 1, address: USDC, status: 'ok', priceUsd: 0.9998, updatedAt: '2026-03-12T11:59:00.000Z' }] }));
  renderWithProviders({ route: '/history/stable', preloadedState: { history: { entries: [held] } } });
  const section = await screen.findByRole('region', { name: 'How the calls did' });
  expect(await within(section).findByText('0 of 1 call right (0 %)')).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: /^USDC/ })).toHaveTextContent(/^USDChold\$1\$0\.9998−0\.02 %✗ wrong \(usual move in 2 days: ±0\.0074 %\)$/);
});

test('a history naming more tokens than one request may list is asked for in requests of 100, and every call is graded', async () => {
  const addresses = Array.from({ length: 101 }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`);
  const big = aSavedRecommendation({
    id: 'big',
    createdAt: '2026-03-10T09:30:00.000Z',
    tokens: addresses.map((address, index) => aCall(`T${index}`, 'buy', address, 10)),
  });
  const fetch = installFakeFetch((request) => {
    const asked = new URL(request.url).searchParams.get('tokens')?.split(',') ?? [];
    return reply.ok({ prices: asked.map((item) => ({ chainId: 1, address: item.split(':')[1], status: 'ok', priceUsd: 12 })) });
  });
  renderWithProviders({ route: '/settings', preloadedState: { history: { entries: [big] } } });
  expect(await screen.findByText('101 of 101 calls right (100 %)')).toBeInTheDocument();
  expect(fetch.calls.map((call) => new URL(call.url).searchParams.get('tokens')?.split(',').length)).toEqual([100, 1]);
});
