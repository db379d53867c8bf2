/**
 * Launches Debian's Chromium through playwright-core, one fresh profile per journey.
 * Never downloads a browser: when Chromium is missing the suite stops with the command
 * that installs it, rather than skipping.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_INSTALL_HINT = 'apt-get update && apt-get install -y chromium   (or set CHROME_PATH to a Chromium binary)';

/** Longest a single locator wait or click may take, ms. Journeys that wait on retries pass their own. */
export const ACTION_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 30_000;

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium was not found at ${path}. The browser tests need it. Install it with:\n  ${CHROMIUM_INSTALL_HINT}`);
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface FreshBrowserOptions {
  /** CSS px; 1280 × 800 keeps README screenshots small. */
  width?: number;
  height?: number;
  /** IANA zone the page's "local time" is in; UTC unless a journey is about local time. */
  timezoneId?: string;
  /** 'block' keeps Ribbit's service worker out: a first visit before it has installed. */
  serviceWorkers?: 'allow' | 'block';
  /** A localhost port for the DevTools protocol, for a second client (Lighthouse) on the same page. */
  debuggingPort?: number;
}

export interface FreshBrowser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page: a journey that crashes the app shows up here. */
  pageErrors: Error[];
  close(): Promise<void>;
}

/** A persistent context on a brand-new user-data-dir: nothing carries over between journeys. */
export async function openFreshBrowser(options: FreshBrowserOptions = {}): Promise<FreshBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'ribbit-e2e-profile-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: options.debuggingPort === undefined ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, `--remote-debugging-port=${options.debuggingPort}`],
      headless: true,
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      timezoneId: options.timezoneId ?? 'UTC',
      locale: 'en-US',
      serviceWorkers: options.serviceWorkers ?? 'allow',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    const page = context.pages()[0] ?? (await context.newPage());
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    return {
      context,
      page,
      pageErrors,
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}
