/**
 * An engine-4 plan on the result screen: each line names the stablecoin it moves through, each chain's money is
 * its own lines' sums, the reserve kept is said, and where the plan leaves the wallet opens on demand.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan, TokenAdvice } from '../../../api/types';
import { installFakeFetch, reply } from '../../../testing/fakeFetch';
import { aSavedRecommendation } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

const card = (symbol: string, chainId: number, address: string, action: TokenAdvice['action']): TokenAdvice => ({
  symbol,
  chainId,
  address,
  action,
  count: 1,
  price: 1,
  result: `${symbol} result.`,
  description: `${symbol} explained.`,
});

const PLAN: Plan = {
  steps: [
    { action: 'sell', symbol: 'ETH', chainId: 1, chainName: 'Ethereum', address: ETH, units: 80.75, usd: 274_550, cash: { symbol: 'USDC', address: USDC } },
    { action: 'sell', symbol: 'ETH', chainId: 8453, chainName: 'Base', address: ETH, units: 40, usd: 136_000, cash: { symbol: 'USDC', address: USDC_BASE } },
    {
      action: 'buy more',
      symbol: 'LINK',
      chainId: 1,
      chainName: 'Ethereum',
      address: LINK,
      units: 2839,
      usd: 52_521.5,
      cash: { symbol: 'USDC', address: USDC },
    },
  ],
  reserveBeforeUsd: 282_248.92,
  raisedUsd: 410_550,
  spentUsd: 52_521.5,
  reserveAfterUsd: 640_277.42,
  reserveTargetUsd: 316_483.65,
  chains: [
    { chainId: 1, chainName: 'Ethereum', reserveBeforeUsd: 132_248.92, raisedUsd: 274_550, spentUsd: 52_521.5, reserveAfterUsd: 354_277.42 },
    { chainId: 8453, chainName: 'Base', reserveBeforeUsd: 150_000, raisedUsd: 136_000, spentUsd: 0, reserveAfterUsd: 286_000 },
  ],
  after: {
    volatilityAnnual: 0.075,
    targetVolatility: 0.3,
    stableShare: 0.2,
    assets: [
      { symbol: 'Stablecoins', valueUsd: 640_277.42, weight: 0.2 },
      { symbol: 'LINK', valueUsd: 105_043, weight: 0.033 },
    ],
  },
};

function renderPlan(plan: Plan) {
  installFakeFetch(() => reply.ok({ data: { prices: [] } }));
  const tokens = [card('ETH', 1, ETH, 'sell'), card('ETH', 8453, ETH, 'sell'), card('LINK', 1, LINK, 'buy more'), card('USDC', 1, USDC, 'hold')];
  const entry = aSavedRecommendation({ id: 'money', tokens, plan });
  return renderWithProviders({ route: '/history/money', preloadedState: { history: { entries: [entry] } } });
}

beforeEach(() => {
  jest.useFakeTimers();
});

test('each line names its chain and the stablecoin it sells into or buys with', async () => {
  renderPlan(PLAN);
  const plan = await screen.findByRole('region', { name: 'Your plan' });
  expect(
    within(plan)
      .getAllByRole('link')
      .map((line) => line.textContent),
  ).toEqual(['Sell 80.8 ETH on Ethereum for USDC$274,550', 'Sell 40 ETH on Base for USDC$136,000', 'Buy 2,840 LINK more on Ethereum with USDC$52,522']);
});

test('each chain pays for its own buys: its money is its own lines, and the reserve kept is said', async () => {
  renderPlan(PLAN);
  const plan = await screen.findByRole('region', { name: 'Your plan' });
  const chains = within(plan)
    .getAllByRole('listitem')
    .filter((item) => /left$/.test(item.textContent));
  expect(chains.map((chain) => chain.textContent)).toEqual([
    'Ethereum: stablecoins $132,249 + sales $274,550 − buys $52,522 = $354,277 left',
    'Base: stablecoins $150,000 + sales $136,000 − buys $0 = $286,000 left',
  ]);
  expect(plan).toHaveTextContent('Keeps at least $316,484 in stablecoins, the reserve Ribbit keeps.');
});

test('says so when the plan leaves the reserve short', async () => {
  renderPlan({ ...PLAN, reserveAfterUsd: 100_000 });
  expect(await screen.findByText('Leaves $100,000 in stablecoins, short of the $316,484 reserve Ribbit keeps.')).toBeInTheDocument();
});

test('where the plan leaves the wallet: its swing against the target, then each asset on demand', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPlan(PLAN);
  const summary = await screen.findByText(/^After the plan: swings about 7\.5% a year \(target 30\.0%\); 20\.0% in stablecoins$/);
  const list = screen.getByRole('list', { name: 'What each asset is worth after the plan', hidden: true });
  expect(list).not.toBeVisible();
  await user.click(summary);
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Stablecoins: $640,277 (20.0%)', 'LINK: $105,043 (3.3%)']);
});
