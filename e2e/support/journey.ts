/**
 * One journey = one fresh browser profile, and a picture of where it ended, pass or fail.
 * A journey also fails when the page threw an uncaught error, even if the screen looked right.
 */
import assert from 'node:assert/strict';
import { openFreshBrowser, type FreshBrowser, type FreshBrowserOptions } from './browser';
import { saveArtifact } from './screenshots';

export async function inFreshBrowser(journey: string, run: (browser: FreshBrowser) => Promise<void>, options: FreshBrowserOptions = {}): Promise<void> {
  const browser = await openFreshBrowser(options);
  try {
    await run(browser);
    assert.deepEqual(
      browser.pageErrors.map((error) => error.message),
      [],
      'the app threw no uncaught error',
    );
  } finally {
    // A failed screenshot must not hide the journey's own failure.
    await saveArtifact(browser.page, journey).catch(() => undefined);
    await browser.close();
  }
}
