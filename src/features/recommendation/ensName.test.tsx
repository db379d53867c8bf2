import { screen, within } from '@testing-library/react';
import { installFakeFetch, reply, sentByVisitor as sentBy } from '../../testing/fakeFetch';
import { aRecommendation } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { advance } from '../../testing/time';

const WHALE = '0x4444444444444444444444444444444444444444';
/** The first journey loads the lazy views and viem's ENS normaliser, seconds on a loaded 2-core machine. */
const FIRST_LOAD_TIMEOUT_MS = 20_000;

beforeEach(() => jest.useFakeTimers());

const formOf = (input: HTMLElement): HTMLElement => input.closest('form') ?? document.body;

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

test('a name with no address: the service’s message in a toast and under the input, which it keeps until the name is edited', async () => {
  const fetch = installFakeFetch(() => reply.error(422, 'ens_name_not_found', 'No address found for nobody.eth'));
  const { user, store } = renderWithProviders();
  await submit(user, 'nobody.eth');

  const input = await screen.findByRole('textbox', { name: 'EVM wallet address' });
  const underInput = await within(formOf(input)).findByRole('alert');
  expect(underInput).toHaveTextContent(/^No address found for nobody\.eth$/);
  expect(screen.getAllByText('No address found for nobody.eth')).toHaveLength(2);
  expect(sentBy(fetch)).toHaveLength(1);
  expect(store.getState().quota.available).toBe(5);
  expect(store.getState().history.entries).toHaveLength(0);
  expect(screen.getByText(/Free recommendations left:/)).toHaveTextContent('Free recommendations left: 5 / 5');

  // The toast goes after its 3 s; the message under the input stays, the name still there to correct.
  await advance(5000);
  expect(screen.getAllByText('No address found for nobody.eth')).toEqual([underInput.firstChild]);
  expect(input).toHaveValue('nobody.eth');
  expect(input).toHaveAccessibleDescription(/^No address found for nobody\.eth/);
  expect(screen.getByRole('button', { name: 'Get Recommendation' })).toBeDisabled();
  await user.type(input, '{Backspace}');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Get Recommendation' })).toBeEnabled();
});

test('any other failure is a toast only: the input shows no error', async () => {
  installFakeFetch(() => reply.error(503, 'CHAIN_UNAVAILABLE', 'Ethereum cannot be reached'));
  const { user } = renderWithProviders();
  await submit(user, 'whale.eth');
  await advance(8000);
  expect(await screen.findByText('Ethereum cannot be reached')).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'EVM wallet address' });
  expect(within(formOf(input)).queryByRole('alert')).toBeNull();
  expect(input).toHaveAttribute('aria-invalid', 'false');
});

test.each([
  ['whale.com', 'Only names ending in .eth can be looked up (ENS, on Ethereum).'],
  ['a_b.eth', 'Not a name ENS accepts: an underscore is allowed only at the start of a name.'],
  ['wha le.eth', 'Not a name ENS accepts: a space is not allowed in a name.'],
])('%s is still an "Invalid EVM Address", says why, and is not sent', async (typed, reason) => {
  const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
  const { user } = renderWithProviders();
  await submit(user, typed);
  expect(await screen.findByRole('alert')).toHaveTextContent(`Invalid EVM Address${reason}`);
  expect(sentBy(fetch)).toHaveLength(0);
});
