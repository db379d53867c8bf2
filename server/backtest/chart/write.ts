import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_VERSION } from '../../src/engine';
import type { Backtest } from '../runAll';
import { equityPanel, histogram } from './panels';
import { COLORS, text } from './svg';

/** The assets whose equity curves are drawn: the two largest and two very different others, over 2018–2021. */
export const CHART_ASSETS = ['BTC', 'ETH', 'XRP', 'DOGE'];
const WIDTH = 920;
const HEIGHT = 600;

/** The whole chart as an SVG document. */
export function chartSvg(backtest: Backtest): string {
  const panels = CHART_ASSETS.flatMap((symbol, i) => {
    const result = backtest.singles.results.find((r) => r.case.label === symbol);
    return result ? [equityPanel(result, { x: 20 + (i % 2) * 450, y: 50 + Math.floor(i / 2) * 170, width: 430, height: 160 })] : [];
  });
  const wallets = backtest.wallets.results;
  const sharpeGain = wallets.map((r) => r.followed.metrics.sharpe - r.held.metrics.sharpe);
  const drawdownCut = wallets.map((r) => r.held.metrics.maxDrawdown - r.followed.metrics.maxDrawdown);
  const { singles: s, wallets: w } = { singles: backtest.singles.tally, wallets: backtest.wallets.tally };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" role="img" aria-label="Backtest of Ribbit's engine: followed advice against holding">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    text(
      20,
      24,
      `Ribbit engine ${ENGINE_VERSION}, following its advice weekly vs holding: better on both Sharpe and drawdown in ${s.followedBeatsHolding}/${s.total} assets, ${w.followedBeatsHolding}/${w.total} wallets`,
      'font-size="14" font-weight="bold"',
    ),
    text(20, 42, 'followed', `font-size="12" fill="${COLORS.followed}"`),
    text(80, 42, 'held', `font-size="12" fill="${COLORS.held}"`),
    ...panels,
    histogram(sharpeGain, 0.25, `${wallets.length} random wallets: Sharpe followed − held`, 'higher Sharpe than holding', {
      x: 20,
      y: 400,
      width: 430,
      height: 180,
    }),
    histogram(drawdownCut, 0.05, 'max drawdown held − followed (cut)', 'smaller drawdown', { x: 470, y: 400, width: 430, height: 180 }),
    '</svg>',
    '',
  ].join('\n');
}

/** Writes docs/track-record.svg and returns its path. */
export function writeChart(backtest: Backtest, path = join(import.meta.dirname, '..', '..', '..', 'docs', 'track-record.svg')): string {
  writeFileSync(path, chartSvg(backtest));
  return path;
}
