import type { CaseResult, Tally } from './compare';
import type { Metrics } from './metrics';
import { isoOf } from './series';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8);
const num = (value: number) => value.toFixed(2).padStart(6);

function cells(metrics: Metrics): string {
  return `${num(metrics.sharpe)} ${pct(metrics.maxDrawdown)} ${pct(metrics.totalReturn)}`;
}

/** One line per case: Sharpe, max drawdown and total return, followed | held | 50-day rule. */
export function resultTable(title: string, results: readonly CaseResult[]): string {
  const header = `${'case'.padEnd(10)} ${'from'.padEnd(10)} ${'to'.padEnd(10)} | followed: Sharpe   maxDD   return | held: Sharpe   maxDD   return | 50-day: Sharpe   maxDD   return`;
  const lines = results.map(({ case: c, followed, held, movingAverage }) => {
    const label = c.assets.length > 1 ? `${c.label} (${c.assets.map((a) => a.symbol).join(' ')})` : c.label;
    return `${c.label.padEnd(10)} ${isoOf(c.startDay)} ${isoOf(c.endDay)} |        ${cells(followed.metrics)} |    ${cells(held.metrics)} |      ${cells(movingAverage.metrics)}${label === c.label ? '' : `  ${label.slice(c.label.length + 1)}`}`;
  });
  return [`## ${title}`, header, ...lines].join('\n');
}

/** The headline sentences. */
export function headline(name: string, t: Tally): string {
  return [
    `${name}: followed advice beats holding on both Sharpe and drawdown in ${t.followedBeatsHolding}/${t.total}`,
    `  (the 50-day rule: ${t.movingAverageBeatsHolding}/${t.total}; followed beats the 50-day rule on both in ${t.followedBeatsMovingAverage}/${t.total})`,
  ].join('\n');
}

export function bearMarketLine(t: Tally): string {
  return `2018: followed advice had no larger drawdown than holding in ${t.drawdownNoWorse}/${t.total} assets`;
}
