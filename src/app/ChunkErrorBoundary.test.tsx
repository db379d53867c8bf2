import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../components/theme';
import { installFakeFetch, reply } from '../testing/fakeFetch';
import { CHUNK_FAILED_TITLE, ChunkErrorBoundary } from './ChunkErrorBoundary';
import { retryableLazy } from './lazyRetry';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnceForNewBuild, RELOADED_AT_KEY } from './staleBuild';

/** webpack's own error for a chunk that did not load (webpack/lib/runtime/LoadScriptRuntimeModule). */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 949 failed.\n(error: http://localhost/assets/949.1a2b3c4d.chunk.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

test('a chunk that fails with the service down: a plain message and Try again, which loads it', async () => {
  installFakeFetch(() => reply.networkError());
  let chunkThere = false;
  const Loaded: ComponentType = () => <h1>Recommendations history</h1>;
  const Settings = retryableLazy(() => (chunkThere ? Promise.resolve({ default: Loaded }) : Promise.reject<{ default: ComponentType }>(chunkLoadError())));
  render(
    <ThemeProvider theme={theme}>
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Settings />
        </Suspense>
      </ChunkErrorBoundary>
    </ThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: CHUNK_FAILED_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent("Ribbit's server cannot be reached right now. Please try again in a moment.");

  chunkThere = true;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Recommendations history' })).toBeInTheDocument();
});

test('a screen that throws says so in words, not a white page', async () => {
  installFakeFetch(() => reply.ok({}));
  function Broken(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'map')");
  }
  render(
    <ThemeProvider theme={theme}>
      <ChunkErrorBoundary>
        <Broken />
      </ChunkErrorBoundary>
    </ThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('quiet: a part the visitor did not ask for (toasts) shows nothing when its chunk fails', async () => {
  installFakeFetch(() => reply.networkError());
  const Toasts = retryableLazy(() => Promise.reject<{ default: ComponentType }>(chunkLoadError()));
  const { container } = render(
    <ThemeProvider theme={theme}>
      <ChunkErrorBoundary quiet>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </ChunkErrorBoundary>
    </ThemeProvider>,
  );
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(container).toBeEmptyDOMElement();
});

test.each([
  ['webpack ChunkLoadError', chunkLoadError(), true],
  ['Chromium, a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
  ['a render error', new TypeError('x is undefined'), false],
  ['not an Error', 'Loading chunk 1 failed', false],
])('isChunkLoadError: %s → %s', (_case, error, expected) => {
  expect(isChunkLoadError(error)).toBe(expected);
});

test('a stale page reloads itself once; a second failure within a minute does not reload again', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  expect(reloadOnceForNewBuild(now)).toBe(true);
  expect(window.sessionStorage.getItem(RELOADED_AT_KEY)).toBe(String(now));
  expect(reloadOnceForNewBuild(now + 5_000)).toBe(false);
  expect(reloadOnceForNewBuild(now + RELOAD_GUARD_MS + 1)).toBe(true);
});
