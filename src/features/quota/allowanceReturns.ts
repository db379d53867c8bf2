/**
 * When the daily allowance comes back: at the next local midnight, when the date changes
 * (decisions.md: the local calendar date, quotaSlice.ts). Pure, so the countdown and its tests share it.
 */

/** The next local midnight after `now`: the start of tomorrow, in the device's zone (23 or 25 hours on a clock change). */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** "in 3 h 20 min", "in 20 min", "in 3 h", "in 1 min": whole minutes, rounded up, so it never says "in 0 min" before the time. */
export function untilText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean);
  return `in ${parts.join(' ')}`;
}
