/**
 * `npm run first-tap`: does the first tap on the prerendered first screen work? A fresh visit to
 * `/` (sent to `/onboarding`) on Lighthouse's mobile profile, emulated over CDP in Debian's
 * Chromium: 150 ms round trip, 1.6 Mbps down / 750 kbps up (Lighthouse's `mobileSlow4G`), a
 * 412 × 823 touch screen, and the CPU slowed 4× (then, as a second series, not slowed). Next is
 * tapped the moment it is painted, once; a run counts as working when step 2 ("How does it
 * work?") shows within 15 s. A measurement, not a test: it prints the figures, never fails.
 *
 * `--runs N` per series (default 6). `--no-build` measures the existing dist/. `--url URL`
 * measures a service already running.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/browser';
import { startRibbit } from '../e2e/support/ribbit';

/** Lighthouse 12's mobile throttling (core/config/constants.js, `throttling.mobileSlow4G`). */
const MOBILE = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: 4 };
const STEP_TWO_TIMEOUT_MS = 15_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

interface Run {
  worked: boolean;
  /** From navigation start to Next being on screen (painted), ms. */
  paintedMs: number;
}

async function oneRun(url: string, cpuSlowdown: number): Promise<Run> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ribbit-first-tap-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.rttMs,
      downloadThroughput: (MOBILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const started = Date.now();
    void page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
    // Polled on every animation frame: the first frame that has Next in it.
    const next = await page.waitForSelector('button:text-is("Next")', { state: 'visible', timeout: 30_000 });
    const paintedMs = Date.now() - started;
    const box = await next.boundingBox();
    if (!box) throw new Error('Next has no box');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const worked = await page
      .getByRole('heading', { name: 'How does it work?' })
      .waitFor({ timeout: STEP_TWO_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    return { worked, paintedMs };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 6);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  const givenUrl = option('--url');
  if (!givenUrl && !process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const service = givenUrl ? null : await startRibbit();
  const url = `${givenUrl ?? service?.url}/`;
  try {
    console.log(`first tap on ${url}, ${runs} runs per series (load average ${loadavg()[0].toFixed(2)})`);
    for (const cpuSlowdown of [MOBILE.cpuSlowdown, 1]) {
      const results: Run[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await oneRun(url, cpuSlowdown);
        results.push(result);
        console.log(`CPU ${cpuSlowdown}× run ${run}: Next painted at ${result.paintedMs} ms, step 2 ${result.worked ? 'shown' : 'NOT shown (tap lost)'}`);
      }
      const worked = results.filter((result) => result.worked).length;
      console.log(`CPU ${cpuSlowdown}×: step 2 shown in ${worked} of ${runs} runs`);
    }
    console.log(`load average after: ${loadavg()[0].toFixed(2)}`);
  } finally {
    await service?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
