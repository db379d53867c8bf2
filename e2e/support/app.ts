/**
 * What the journeys do and look at in Ribbit, by role, label and visible text, so a renamed
 * button or a lost label fails here the way it would fail a person.
 */
import type { Locator, Page, Request, Response } from 'playwright-core';
import type { Recommendation } from '../../src/api/types';
import { ACTION_TIMEOUT_MS } from './browser';

export const screen = {
  addressInput: (page: Page) => page.getByLabel('EVM wallet address'),
  getRecommendation: (page: Page) => page.getByRole('button', { name: 'Get Recommendation' }),
  newRecommendation: (page: Page) => page.getByRole('button', { name: 'New Recommendation' }),
  inputHeading: (page: Page) => page.getByRole('heading', { name: 'Input address' }),
  /** "Free recommendations left: N / max". */
  quotaLine: (page: Page) => page.getByText(/Free recommendations left:/),
  /** The error under the input (the spec's words, or the service's for a name, then why): the form's alert, not a toast's. */
  inputError: (page: Page) => page.locator('form').getByRole('alert'),
  /** The hint under the input: an example address, and that an ENS name works too. */
  inputHint: (page: Page) => page.getByText(/^An address is 0x and 40 characters/),
  /** The demo wallets offered to tap, when the service runs its own chains. */
  demoWallets: (page: Page) => page.getByRole('list', { name: /demo wallet/i }),
  /** The loading view's rotating caption. */
  caption: (page: Page) => page.getByRole('status'),
  resultTitle: (page: Page, address: string) => page.getByRole('heading', { name: `Recommendation for ${address}` }),
  settingsLink: (page: Page) => page.getByRole('link', { name: 'Settings' }),
};

/** Text as a person reads it (rendered, so blocks are apart and CSS case applies), whitespace collapsed. */
export async function visibleText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the locator's text is `expected`; fails with the last text seen. */
export async function waitForText(locator: Locator, expected: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await visibleText(locator.first()).catch(() => '(not on screen)');
    if (seen === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Expected the text "${expected}" within ${timeoutMs} ms; last seen: "${seen}"`);
}

export function isRecommendationPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/recommendations';
}

export function waitForRecommendationResponse(page: Page, timeoutMs = ACTION_TIMEOUT_MS): Promise<Response> {
  return page.waitForResponse((response) => isRecommendationPost(response.request()), { timeout: timeoutMs });
}

/** The recommendation the real service sent, as the app received it. */
export async function recommendationFrom(response: Response): Promise<Recommendation> {
  const body = (await response.json()) as { data: Recommendation };
  return body.data;
}

/** First visit: the app sends the visitor to onboarding; Next, then Start, lands on main. */
export async function completeOnboarding(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(`${baseUrl}/onboarding`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await screen.inputHeading(page).waitFor();
}

/** Types the address and presses Get Recommendation. */
export async function askFor(page: Page, address: string): Promise<void> {
  await screen.addressInput(page).fill(address);
  await screen.getRecommendation(page).click();
}

/**
 * Network shaping, not stubbing: holds every POST /api/recommendations until `release()`,
 * then lets it through unchanged to the real service. The service answers in milliseconds,
 * so without this the loading view and the "fetching" row would be gone before anyone looked.
 */
export async function holdRecommendationRequests(page: Page): Promise<{ held(): number; release(): void }> {
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/recommendations', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

/** The part of a DOM element a style check reads (the server tsconfig has no DOM lib). */
interface StyledElement {
  ownerDocument: { defaultView: { getComputedStyle(element: StyledElement): Record<string, string> } | null };
}

/** One computed CSS property (camelCase, e.g. `animationName`) of the element. */
export async function computedStyle(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element: StyledElement, name: string) => element.ownerDocument.defaultView?.getComputedStyle(element)[name] ?? '', property);
}

/** Computed text colour of an element, as [r, g, b]. */
export async function colourOf(locator: Locator): Promise<[number, number, number]> {
  const colour = await computedStyle(locator, 'color');
  const channels = colour.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  if (channels.length < 3) throw new Error(`Unreadable colour: ${colour}`);
  return [channels[0], channels[1], channels[2]];
}

/** Which hue a person would call the colour: the strongest channel. */
export function hueName([red, green, blue]: [number, number, number]): 'red' | 'green' | 'blue' {
  if (red > green && red > blue) return 'red';
  if (green > red && green > blue) return 'green';
  return 'blue';
}

/** How long "Here are your tips!" stays before the result, ms (spec). */
export const READY_CAPTION_MS = 4000;

/**
 * Asks for a recommendation and waits until its result is on screen. Needs `page.clock`
 * installed and running: it skips the 4 s ready caption instead of waiting it out.
 */
export async function recommendationShown(page: Page, address: string): Promise<Recommendation> {
  const answered = waitForRecommendationResponse(page);
  await askFor(page, address);
  const recommendation = await recommendationFrom(await answered);
  const result = screen.resultTitle(page, address);
  await screen.caption(page).getByText('Here are your tips!').or(result).waitFor();
  await page.clock.fastForward(READY_CAPTION_MS);
  await result.waitFor();
  return recommendation;
}
