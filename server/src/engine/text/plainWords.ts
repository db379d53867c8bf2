/** Figures for everyday sentences: whole percents where a decimal would be noise. */
import type { Comparison } from '../types';
import { compared, holds, PERCENT } from './comparison';
import { percent } from './format';

/** 0.173 → "17%", 0.024 → "2.4%", 0 → "0%": a share a person reads at a glance. */
export function plainPercent(fraction: number): string {
  const size = Math.abs(fraction);
  if (size === 0) return '0%';
  const text = size >= 0.1 ? `${Math.round(size * 100)}%` : percent(size);
  return fraction < 0 ? `\u2212${text}` : text;
}

/** The number plainPercent writes, as a number of percent: 0.297 → 30, 0.024 → 2.4. */
function plainShown(fraction: number): number {
  const size = Math.abs(fraction);
  const shown = size >= 0.1 ? Math.round(size * 100) : Math.round(size * 1000) / 10;
  return fraction < 0 ? -shown : shown;
}

/**
 * Two shares beside a comparison in everyday figures ("14%" within "30%"), unless the
 * rounded figures would contradict it ("30%" over "30%"): then as many decimals as it
 * takes (text/comparison.ts), "30.4%" over "30.0%". A comparison that does not hold is
 * never written as holding.
 */
export function plainCompared(observed: number, comparison: Comparison, threshold: number): { observed: string; threshold: string } {
  if (holds(plainShown(observed), comparison, plainShown(threshold)) === holds(observed, comparison, threshold)) {
    return { observed: plainPercent(observed), threshold: plainPercent(threshold) };
  }
  const pair = compared(observed, comparison, threshold, PERCENT);
  return { observed: pair.observed, threshold: pair.threshold };
}
