import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { showErrorToast } from './toasts';

beforeEach(() => jest.useFakeTimers());

// On onboarding the toasts' host mounts only when a toast is asked for (toastHostDemand.ts): the first one still shows.
test('a toast asked for on onboarding, before any host has mounted, is shown', async () => {
  renderWithProviders({ route: '/onboarding', onboarded: false });
  expect(await screen.findByRole('heading', { name: "Hi I'm Ribbit!" })).toBeInTheDocument();
  act(() => {
    showErrorToast('Something went wrong here');
  });
  expect(await screen.findByText('Something went wrong here')).toBeInTheDocument();
});
