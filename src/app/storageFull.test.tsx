import { act, screen } from '@testing-library/react';
import { compactEntry } from '../features/history/compactEntry';
import { packEntry as storedEntry } from '../features/history/entryPacker';
import { loadHistoryPacker } from '../features/history/storedForm';
import { installFakeFetch, reply } from '../testing/fakeFetch';
import { aRecommendation, aSavedRecommendation, CHECKSUMMED_ADDRESS } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { advance } from '../testing/time';
import { STORAGE_FULL_MESSAGES } from './storageFullMessages';

/**
 * localStorage filled to its limit (jsdom's, like a browser's, is about 5 MB and throws
 * QuotaExceededError beyond it): a new recommendation must still be counted, and the visitor
 * told, once, what was given up.
 */

function storedJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

function oldEntry(index: number, overviewLength: number): unknown {
  return storedEntry(compactEntry(aSavedRecommendation({ id: `old-${index}`, overview: 'x'.repeat(overviewLength) })));
}

function fits(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * A returning visitor's storage, full to the last character with history: entries of about
 * 60 KB, the last one as long as still fits. Returns how many entries fit.
 */
function fillStorageWithHistory(): number {
  window.localStorage.setItem('is_onboarded', 'true');
  window.localStorage.setItem('user-req-count', JSON.stringify({ available: 5, max: 5, firstRequestDate: null }));
  window.localStorage.setItem('persist-versions', JSON.stringify({ is_onboarded: 0, 'user-req-count': 0, history: 4 }));
  const entries: unknown[] = [];
  while (fits('history', [...entries, oldEntry(entries.length, 60_000)])) entries.push(oldEntry(entries.length, 60_000));
  let longest = 0;
  for (let step = 32_768; step >= 1; step = Math.floor(step / 2)) {
    if (fits('history', [...entries, oldEntry(entries.length, longest + step)])) longest += step;
  }
  expect(fits('history', [...entries, oldEntry(entries.length, longest)])).toBe(true);
  expect(fits('one-more', 1)).toBe(false);
  return entries.length + 1;
}

async function getRecommendation(user: ReturnType<typeof renderWithProviders>['user']): Promise<void> {
  await user.type(await screen.findByPlaceholderText('Enter EVM wallet address...'), CHECKSUMMED_ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Get Recommendation' }));
  await screen.findByText('Here are your tips!');
}

// The app loads history's writer after the first render (boot.tsx); these tests read what it writes.
beforeAll(() => loadHistoryPacker());

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 2, 10, 12, 0));
  installFakeFetch(() => reply.ok(aRecommendation({ id: 'new' })));
});

test('with history filling the storage, the quota is still counted, the new entry kept, and the visitor told once', async () => {
  const filled = fillStorageWithHistory();
  expect(filled).toBeGreaterThan(50);
  const { user, persistor } = renderWithProviders();
  await act(() => persistor.flush());
  expect(screen.queryByText(STORAGE_FULL_MESSAGES.trimmed)).not.toBeInTheDocument();
  await getRecommendation(user);
  await act(() => persistor.flush());

  expect(storedJson('user-req-count')).toMatchObject({ available: 4, max: 5 });
  const ids = (storedJson('history') as { id: string }[]).map(({ id }) => id);
  expect(ids.at(-1)).toBe('new');
  expect(ids.length).toBeLessThan(filled);
  await advance(100);
  expect(await screen.findByText(STORAGE_FULL_MESSAGES.trimmed)).toBeInTheDocument();

  // A second recommendation makes room again, and says nothing more.
  await advance(6000);
  expect(screen.queryByText(STORAGE_FULL_MESSAGES.trimmed)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New Recommendation' }));
  installFakeFetch(() => reply.ok(aRecommendation({ id: 'newer' })));
  await getRecommendation(user);
  await act(() => persistor.flush());
  expect(storedJson('user-req-count')).toMatchObject({ available: 3 });
  expect((storedJson('history') as { id: string }[]).at(-1)?.id).toBe('newer');
  await advance(100);
  expect(screen.getByText('Your recommendation is ready!')).toBeInTheDocument();
  expect(screen.queryByText(STORAGE_FULL_MESSAGES.trimmed)).not.toBeInTheDocument();
}, 60_000);

test('a storage full of something else: nothing can be freed, the app goes on and says once that it could not save', async () => {
  let filler = '';
  for (let size = 4_000_000; size > 0; size = Math.floor(size / 2)) {
    try {
      window.localStorage.setItem('someone-else', filler + 'y'.repeat(size));
      filler += 'y'.repeat(size);
    } catch {
      // Too big: try half as much.
    }
  }
  const { user, persistor } = renderWithProviders();
  // Writing the onboarding flag back at start fails already: told then.
  await act(() => persistor.flush());
  await advance(100);
  expect(screen.getByText(STORAGE_FULL_MESSAGES['not-saved'])).toBeInTheDocument();
  await advance(6000);
  expect(screen.queryByText(STORAGE_FULL_MESSAGES['not-saved'])).not.toBeInTheDocument();

  await getRecommendation(user);
  await act(() => persistor.flush());
  await advance(4000);
  expect(screen.getByRole('heading', { name: `Recommendation for ${CHECKSUMMED_ADDRESS}` })).toBeInTheDocument();
  expect(screen.queryByText(STORAGE_FULL_MESSAGES['not-saved'])).not.toBeInTheDocument();
});
