import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../components/theme';
import { installFakeFetch, reply } from '../testing/fakeFetch';
import { ConnectivityNotice, OFFLINE_TEXT, RECHECK_MS, SERVICE_DOWN_TEXT } from './ConnectivityNotice';

beforeEach(() => {
  jest.useFakeTimers();
});

function setOnline(online: boolean): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

function renderNotice() {
  return render(
    <ThemeProvider theme={theme}>
      <ConnectivityNotice />
    </ThemeProvider>,
  );
}

test('with the service down it says so, and the notice goes once the service answers again', async () => {
  let up = false;
  installFakeFetch(() => (up ? reply.json(200, { status: 'ok' }) : reply.networkError()));
  renderNotice();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(screen.getByTestId('connectivity')).toHaveTextContent(SERVICE_DOWN_TEXT);
  up = true;
  await act(() => jest.advanceTimersByTimeAsync(RECHECK_MS));
  expect(screen.getByTestId('connectivity')).toBeEmptyDOMElement();
});

test('a device that goes offline is told so at once, and the notice goes when it is back', async () => {
  installFakeFetch(() => reply.json(200, { status: 'ok' }));
  renderNotice();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(screen.getByTestId('connectivity')).toBeEmptyDOMElement();
  setOnline(false);
  expect(screen.getByTestId('connectivity')).toHaveTextContent(OFFLINE_TEXT);
  setOnline(true);
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(screen.getByTestId('connectivity')).toBeEmptyDOMElement();
});
