import { screen } from '@testing-library/react';
import { installFakeFetch, reply, type FakeFetch } from '../../testing/fakeFetch';
import { aRecommendation } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { advance } from '../../testing/time';

const WHALE = '0x4444444444444444444444444444444444444444';
/** The first journey loads the lazy views and viem's ENS normaliser, seconds on a loaded 2-core machine. */
const FIRST_LOAD_TIMEOUT_MS = 20_000;

beforeEach(() => jest.useFakeTimers());

/** The requests the visitor's action sent: the connection notice's look at /api/health (ConnectivityNotice) aside. */
const sentBy = (fetch: FakeFetch): Request[] => fetch.calls.filter((call) => !call.url.endsWith('/api/health'));

async function submit(user: ReturnType<typeof renderWithProviders>['user'], typed: string) {
  await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), typed);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
}

test(
  'a name is sent as typed; the result keeps the spec title with the address and shows the name under it',
  async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation({ address: WHALE, ensName: 'whale.eth' })));
    const { user, store, persistor } = renderWithProviders();
    await submit(user, ' whale.eth ');
    expect(await screen.findByText('Here are your tips!')).toBeInTheDocument();
    await advance(4000);

    expect(await Promise.all(sentBy(fetch).map((call) => call.clone().json()))).toEqual([{ wallet: 'whale.eth' }]);
    expect(screen.getByRole('heading', { level: 1, name: `Recommendation for ${WHALE}` })).toBeInTheDocument();
    expect(screen.getByText('ENS name: whale.eth')).toBeInTheDocument();
    const [saved] = store.getState().history.entries;
    expect(saved).toMatchObject({ address: WHALE, ensName: 'whale.eth' });
    expect(store.getState().quota.available).toBe(4);
    // Kept on the device as plain JSON (decisions.md), name and address together.
    await persistor.flush();
    expect(JSON.parse(window.localStorage.getItem('history') ?? '[]')).toEqual([expect.objectContaining({ address: WHALE, ensName: 'whale.eth' })]);
  },
  FIRST_LOAD_TIMEOUT_MS,
);

test('a name with no address shows the service’s message and keeps the free recommendation', async () => {
  const fetch = installFakeFetch(() => reply.error(422, 'ens_name_not_found', 'No address found for nobody.eth'));
  const { user, store } = renderWithProviders();
  await submit(user, 'nobody.eth');

  expect(await screen.findByText('No address found for nobody.eth')).toBeInTheDocument();
  expect(sentBy(fetch)).toHaveLength(1);
  expect(store.getState().quota.available).toBe(5);
  expect(store.getState().history.entries).toHaveLength(0);
  expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('Free recommendations left: 5 / 5');
});

test.each([['whale.com'], ['a_b.eth'], ['wha le.eth']])('%s is still an "Invalid EVM Address" and is not sent', async (typed) => {
  const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
  const { user } = renderWithProviders();
  await submit(user, typed);
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid EVM Address');
  expect(sentBy(fetch)).toHaveLength(0);
});
