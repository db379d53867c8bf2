import type { CaseResult } from '../compare';
import { isoOf } from '../series';
import { COLORS, line, polyline, rect, text, type Box } from './svg';

/** Weekly values on a log scale (log10), so a 100× run and a crash both stay readable. */
function logWeekly(values: readonly number[]): number[] {
  return values.map((value) => Math.log10(Math.max(value, 1e-9)));
}

/** One asset's followed and held wallet values, from the same start. */
export function equityPanel(result: CaseResult, box: Box): string {
  const followed = logWeekly(result.followed.curve.weekly);
  const held = logWeekly(result.held.curve.weekly);
  const min = Math.min(...followed, ...held);
  const max = Math.max(...followed, ...held);
  const { followed: f, held: h } = { followed: result.followed.metrics, held: result.held.metrics };
  const title = `${result.case.label} ${isoOf(result.case.startDay).slice(0, 4)}–${isoOf(result.case.endDay).slice(0, 4)} (log scale)`;
  // The figures sit above the curves, never on them.
  const plot = { x: box.x + 6, y: box.y + 46, width: box.width - 12, height: box.height - 52 };
  return [
    rect(box, '#fafafa', 'stroke="#ddd"'),
    text(box.x + 6, box.y + 14, title, 'font-size="12" font-weight="bold"'),
    text(
      box.x + 6,
      box.y + 28,
      `followed: Sharpe ${f.sharpe.toFixed(2)}, max drawdown ${(f.maxDrawdown * 100).toFixed(0)}%`,
      `font-size="10" fill="${COLORS.followed}"`,
    ),
    text(box.x + 6, box.y + 40, `held: Sharpe ${h.sharpe.toFixed(2)}, max drawdown ${(h.maxDrawdown * 100).toFixed(0)}%`, `font-size="10" fill="#757575"`),
    polyline(held, plot, min, max, COLORS.held),
    polyline(followed, plot, min, max, COLORS.followed),
  ].join('\n');
}

/**
 * A histogram of one difference over the wallets, bins of `binWidth` centred
 * on 0; bars right of zero (better than holding) green, left red.
 */
export function histogram(values: readonly number[], binWidth: number, title: string, betterLabel: string, box: Box): string {
  const bins = new Map<number, number>();
  for (const value of values) {
    const bin = Math.floor(value / binWidth);
    bins.set(bin, (bins.get(bin) ?? 0) + 1);
  }
  const keys = [...bins.keys()];
  const [low, high] = [Math.min(...keys, -1), Math.max(...keys, 0)];
  const count = high - low + 1;
  const tallest = Math.max(...bins.values());
  const barWidth = box.width / count;
  const plot = { ...box, y: box.y + 20, height: box.height - 40 };
  const bars = [...bins].map(([bin, n]) => {
    const height = (n / tallest) * plot.height;
    const x = plot.x + (bin - low) * barWidth;
    return rect({ x: x + 1, y: plot.y + plot.height - height, width: barWidth - 2, height }, bin >= 0 ? COLORS.better : COLORS.worse);
  });
  const zeroX = plot.x + -low * barWidth;
  const better = values.filter((value) => value > 0).length;
  return [
    text(box.x, box.y + 12, title, 'font-size="12" font-weight="bold"'),
    ...bars,
    line(plot.x, plot.y + plot.height, plot.x + plot.width, plot.y + plot.height),
    line(zeroX, plot.y, zeroX, plot.y + plot.height, COLORS.axis, 'stroke-dasharray="3 3"'),
    text(zeroX - 4, plot.y + plot.height + 14, '0', 'font-size="10" text-anchor="end"'),
    text(plot.x, plot.y + plot.height + 14, (low * binWidth).toFixed(1), 'font-size="10"'),
    text(plot.x + plot.width, plot.y + plot.height + 14, ((high + 1) * binWidth).toFixed(1), 'font-size="10" text-anchor="end"'),
    text(box.x + box.width, box.y + 12, `${betterLabel}: ${better}/${values.length}`, `font-size="11" text-anchor="end" fill="${COLORS.better}"`),
  ].join('\n');
}
