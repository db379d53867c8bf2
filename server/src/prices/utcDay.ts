/** Days as every price source counts them: UTC days, as Unix seconds of their start. */
export const SECONDS_PER_DAY = 86_400;

export function utcDayStart(unixSeconds: number): number {
  return Math.floor(unixSeconds / SECONDS_PER_DAY) * SECONDS_PER_DAY;
}
