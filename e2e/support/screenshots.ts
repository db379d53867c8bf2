/**
 * Two kinds of pictures: every journey leaves the screen it ended on in `e2e/artifacts/`
 * (gitignored, for looking at a failure), and a few journeys refresh the README screenshots
 * in `docs/screenshots/`, only when UPDATE_SCREENSHOTS=1 so an ordinary run leaves the tree clean.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const ARTIFACTS_DIR = path.resolve(__dirname, '../artifacts');
const README_SCREENSHOTS_DIR = path.resolve(__dirname, '../../docs/screenshots');

export type ReadmeScreen = 'onboarding' | 'input' | 'loading' | 'result' | 'history' | 'defi';

export async function saveArtifact(page: Page, journey: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${journey}.png`) });
}

/** The README shows every screen as a phone does: 360 × 740 CSS px. */
const PHONE = { width: 360, height: 740 };

/**
 * The visible viewport only, at phone size (the journey's own size is put back after), so the
 * committed PNGs stay small and show what most visitors see.
 */
export async function saveReadmeScreenshot(page: Page, screen: ReadmeScreen): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  mkdirSync(README_SCREENSHOTS_DIR, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await shoot(page, screen);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

const FINITE_ANIMATIONS_RUNNING =
  "document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).length";

async function shoot(page: Page, screen: ReadmeScreen): Promise<void> {
  // No hover highlight from the last click, the bundled pixel font drawn (not a fallback),
  // and every token icon settled (loaded, or failed over to its placeholder).
  await page.mouse.move(0, PHONE.height);
  await page.waitForFunction('document.fonts.status === "loaded"');
  await page.waitForFunction('Array.from(document.images).every((image) => image.complete)');
  // No toast caught sliding in or out: a 2 px edge of one once sat at the right of the result's title.
  // Endless animations (the loading view's) are part of the screen. Polled from here: a string that
  // waitForFunction polls is evaluated in the page, which the app's CSP (no 'unsafe-eval') refuses.
  for (let tries = 0; (await page.evaluate<number>(FINITE_ANIMATIONS_RUNNING)) > 0; tries++) {
    if (tries === 50) throw new Error(`still animating after 5 s: ${await page.evaluate<number>(FINITE_ANIMATIONS_RUNNING)} animations`);
    await page.waitForTimeout(100);
  }
  await page.screenshot({ path: path.join(README_SCREENSHOTS_DIR, `${screen}.png`) });
}
