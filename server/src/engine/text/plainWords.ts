/** Figures for everyday sentences: whole percents where a decimal would be noise. */
import { roundSignificant } from '../significant';
import { approxUsd, compactNumber, money, percent } from './format';

/** 0.173 → "17%", 0.024 → "2.4%", 0 → "0%": a share a person reads at a glance. */
export function plainPercent(fraction: number): string {
  const size = Math.abs(fraction);
  if (size === 0) return '0%';
  const text = size >= 0.1 ? `${Math.round(size * 100)}%` : percent(size);
  return fraction < 0 ? `\u2212${text}` : text;
}

/** "60 ETH (≈ $204,000)"; with `after` "more": "60 ETH more (≈ $204,000)". */
export function amount(units: number, symbol: string, usd: number, after = ''): string {
  return `${compactNumber(units)} ${symbol}${after ? ` ${after}` : ''} (${approxUsd(usd)})`;
}

/** Dollars in a sentence of the plan, to three significant figures: "$204,000". */
export function planUsd(usd: number): string {
  return money(usd > 0 && Number.isFinite(usd) ? roundSignificant(usd, 3) : 0);
}
