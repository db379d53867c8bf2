import { screen } from '@testing-library/react';
import { installFakeFetch, reply, sentByVisitor } from '../../testing/fakeFetch';
import { aRecommendation, CHECKSUMMED_ADDRESS } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { advance } from '../../testing/time';

const input = () => screen.getByRole('textbox', { name: 'EVM wallet address' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 2, 10, 12, 0));
});

describe('a link that opens a wallet (/?wallet=…)', () => {
  test('fills the input and waits for one tap: nothing is asked, nothing is spent', async () => {
    const fetch = installFakeFetch(() => reply.ok(aRecommendation()));
    const { store } = renderWithProviders({ route: `/?wallet=${CHECKSUMMED_ADDRESS}` });
    expect(await screen.findByRole('textbox', { name: 'EVM wallet address' })).toHaveValue(CHECKSUMMED_ADDRESS);
    await advance(5000);
    expect(sentByVisitor(fetch).filter((sent) => sent.url.endsWith('/recommendations'))).toHaveLength(0);
    expect(store.getState().quota.available).toBe(5);
  });

  test('the result names the wallet in the tab’s title and copies the link that opens it; New Recommendation drops it', async () => {
    installFakeFetch(() => reply.ok(aRecommendation()));
    const { user } = renderWithProviders({ route: `/?wallet=${CHECKSUMMED_ADDRESS}` });
    await screen.findByRole('textbox', { name: 'EVM wallet address' });
    await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
    await screen.findByText('Here are your tips!');
    await advance(4000);
    await screen.findByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` });
    expect(document.title).toBe(`Recommendation for ${CHECKSUMMED_ADDRESS} · Ribbit`);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = `http://localhost/?wallet=${CHECKSUMMED_ADDRESS}`;
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText(/^Link copied:/)).toHaveTextContent(`Link copied: ${link}. Opening it fills the input; asking takes one tap.`);

    await user.click(screen.getByRole('button', { name: 'New Recommendation' }));
    expect(input()).toHaveValue('');
    expect(document.title).toBe('Ribbit');
  });
});
