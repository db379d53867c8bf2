import { act } from '@testing-library/react';

/** Moves the fake clock by `ms` milliseconds and lets the promises and renders it causes settle. */
export async function advance(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}
