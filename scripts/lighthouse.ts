/**
 * `npm run lighthouse`: Lighthouse (the npm package) on a fresh visit to `/` of the production
 * build, served by the real service (server/src/start.ts, as the browser journeys run it), in
 * Debian's Chromium. Prints mobile (default throttling) and desktop scores with LCP, TBT, FCP and
 * CLS, run by run and the median. A measurement, not a test: it fails on a score only with
 * `--check`, which holds issue #29's targets (the mobile median's performance at least 95, and
 * accessibility 100 in every run) and exits with 1 when one is missed.
 *
 * `--runs N` (default 3): the machine is shared, so one run says little; compare medians.
 * `--no-build` measures the existing dist/. `--url URL` measures a service already running.
 * `--save DIR` also writes each run's full report (JSON) there, for its diagnostics: where the
 * main thread's time goes (`bootup-time`, `mainthread-work-breakdown`, `long-tasks`).
 * `--returning` measures a returning visitor instead: the same profile has visited once and
 * finished onboarding, so `/` is the main route, rendered by the app (not prerendered), with
 * the service worker's cache.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/browser';
import { startRibbit } from '../e2e/support/ribbit';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  FCP: 'first-contentful-paint',
  CLS: 'cumulative-layout-shift',
} as const;

type FormFactor = 'mobile' | 'desktop';
/** Issue #29's targets, held by `--check`. */
const TARGETS = { mobilePerformance: 95, accessibility: 100 } as const;
const returning = process.argv.includes('--returning');
type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** A first visit in the profile that finishes onboarding (the key the app reads) and lets the service worker install. */
async function visitOnce(port: number, url: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    await page.evaluate(() => {
      localStorage.setItem('is_onboarded', 'true');
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in its own Chromium with a brand-new profile, so the visit is a first one (or the second, with --returning). */
async function measure(url: string, formFactor: FormFactor, saveAs?: string): Promise<Figures> {
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const profile = mkdtempSync(path.join(tmpdir(), 'ribbit-lighthouse-'));
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS, userDataDir: profile });
  try {
    if (returning) await visitOnce(chrome.port, url);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: returning },
      // Without a config Lighthouse emulates a mid-range phone with its default throttling.
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr, null, 1));
    const score = (id: string) => Math.round(((id in lhr.categories ? lhr.categories[id].score : null) ?? 0) * 100);
    const metric = (id: string) => (id in lhr.audits ? lhr.audits[id].numericValue : undefined) ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      LCP: metric(METRICS.LCP),
      TBT: metric(METRICS.TBT),
      FCP: metric(METRICS.FCP),
      CLS: metric(METRICS.CLS),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse itself says to run again after a trace it could not read (NO_NAVSTART on a busy machine). */
async function measureWithRetry(url: string, formFactor: FormFactor, saveAs?: string, attempts = 3): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, formFactor, saveAs);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${formFactor.padEnd(7)} (run again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function format(figures: Figures): string {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  return [
    `perf ${String(figures.performance).padStart(3)}`,
    `a11y ${String(figures.accessibility).padStart(3)}`,
    `best ${String(figures['best-practices']).padStart(3)}`,
    `LCP ${ms(figures.LCP)}`,
    `TBT ${ms(figures.TBT)}`,
    `FCP ${ms(figures.FCP)}`,
    `CLS ${figures.CLS.toFixed(3)}`,
  ].join('  ');
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  const givenUrl = option('--url');
  const saveDir = option('--save');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  if (!givenUrl && !process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const service = givenUrl ? null : await startRibbit();
  const url = `${givenUrl ?? service?.url}/`;
  try {
    console.log(
      `Lighthouse ${runs}× on ${url}${returning ? ', returning visitor' : ''} (load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
    );
    const missed: string[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const results: Figures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        results.push(await measureWithRetry(url, formFactor, saveDir && path.join(saveDir, `${formFactor}-${run}.json`)));
        console.log(`${formFactor.padEnd(7)} run ${run}  ${format(results[run - 1])}`);
      }
      const medians = Object.fromEntries(
        Object.keys(results[0]).map((key) => [key, median(results.map((figures) => figures[key as keyof Figures]))]),
      ) as Figures;
      console.log(`${formFactor.padEnd(7)} median ${format(medians)}`);
      if (formFactor === 'mobile' && medians.performance < TARGETS.mobilePerformance) {
        missed.push(`mobile performance ${medians.performance} (median), target ${TARGETS.mobilePerformance}`);
      }
      for (const figures of results.filter((run) => run.accessibility < TARGETS.accessibility)) {
        missed.push(`${formFactor} accessibility ${figures.accessibility}, target ${TARGETS.accessibility}`);
      }
    }
    console.log(
      `load average after: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    if (process.argv.includes('--check')) {
      console.log(missed.length === 0 ? 'Targets met.' : `Targets missed: ${missed.join('; ')}`);
      if (missed.length > 0) process.exitCode = 1;
    }
  } finally {
    await service?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
