import { act } from '@testing-library/react';

/** Longest single jump, in ms: React effects that start new timers (toast exit animations) run between jumps. */
const STEP_MS = 50;

/** Moves the fake clock by `ms` milliseconds, letting the renders, effects and promises it causes settle. */
export async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= STEP_MS) {
    await act(() => jest.advanceTimersByTimeAsync(Math.min(STEP_MS, left)));
  }
}
