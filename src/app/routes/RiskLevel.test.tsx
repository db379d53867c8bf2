/**
 * The risk level on the result (docs/web.md "Risk level"): shown and changed there, kept on the device, sent with
 * the request; a change asks again only by an explicit tap, as asking uses a free recommendation.
 */
import { screen, within } from '@testing-library/react';
import { installFakeFetch, reply, sentByVisitor } from '../../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { advance } from '../../testing/time';

const PORTFOLIO = { hhi: 1, stableShare: 0, tokenCount: 1, chainCount: 1, stableReserveUsd: 0, reserveForTargetUsd: 0, shortHistory: [] };
const answerAt = (risk: 'current' | 'careful', targetVolatility: number) =>
  reply.ok(aRecommendation({ portfolio: { ...PORTFOLIO, volatilityAnnual: 0.2, targetVolatility, risk } }));

// The whole app, asked once or twice, with its lazy screens compiled on first use: far slower than 5 s on a loaded machine.
jest.setTimeout(30_000);

const group = () => screen.getByRole('group', { name: 'How much may your wallet swing?' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 2, 10, 12, 0));
});

async function askFor(address: string) {
  const view = renderWithProviders();
  await view.user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), address);
  await view.user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
  await advance(4000);
  await screen.findByRole('heading', { name: `Recommendation for ${address}` });
  return view;
}

test('with none chosen, nothing is sent but the wallet, and the result says the plan kept its swing', async () => {
  const fetch = installFakeFetch(() => answerAt('current', 0.2));
  await askFor(CHECKSUMMED_ADDRESS);
  expect(await sentByVisitor(fetch)[0].json()).toEqual({ wallet: CHECKSUMMED_ADDRESS });
  expect(within(group()).getByRole('radio', { name: 'As it is: never more than it swings now' })).toBeChecked();
  expect(within(group()).getByText('This plan was worked out at: as it is.')).toBeInTheDocument();
  expect(within(group()).queryByRole('button')).not.toBeInTheDocument();
});

test('a level chosen on the result is kept on the device and asks again only when tapped, using a free recommendation', async () => {
  let answer = answerAt('current', 0.2);
  const fetch = installFakeFetch(() => answer);
  const { user, store } = await askFor(CHECKSUMMED_ADDRESS);
  expect(store.getState().quota.available).toBe(4);

  // The arrow keys move within the group, as in any radio group.
  within(group()).getByRole('radio', { name: 'As it is: never more than it swings now' }).focus();
  await user.keyboard('{ArrowDown}');
  const careful = within(group()).getByRole('radio', { name: 'Careful: about 15% a year' });
  expect(careful).toBeChecked();
  expect(window.localStorage.getItem('risk-level')).toBe('"careful"');
  expect(sentByVisitor(fetch)).toHaveLength(1);
  expect(within(group()).getByText('Uses 1 of your 4 free recommendations left today.')).toBeInTheDocument();

  answer = answerAt('careful', 0.15);
  await user.click(within(group()).getByRole('button', { name: 'Ask again at careful' }));
  await advance(4000);
  await screen.findByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` });
  expect(await sentByVisitor(fetch)[1].json()).toEqual({ wallet: CHECKSUMMED_ADDRESS, risk: 'careful' });
  expect(within(group()).getByText('This plan was worked out at: careful.')).toBeInTheDocument();
  expect(within(group()).queryByRole('button')).not.toBeInTheDocument();
  expect(store.getState().quota.available).toBe(3);
  expect(store.getState().risk.level).toBe('careful');
});

test('a level kept from an earlier visit is sent with the first request', async () => {
  window.localStorage.setItem('risk-level', '"bold"');
  const fetch = installFakeFetch(() => answerAt('current', 0.2));
  await askFor(CHECKSUMMED_ADDRESS);
  expect(await sentByVisitor(fetch)[0].json()).toEqual({ wallet: CHECKSUMMED_ADDRESS, risk: 'bold' });
});
