import { EARLY_TAPS_GLOBAL } from '../prerenderMarkers';

/** What the head script (scripts/prerender.ts) leaves on `window`. */
interface EarlyTaps {
  /** Stops holding taps and hands over the controls tapped so far, each once, in order. */
  release(): Element[];
}

function earlyTaps(): EarlyTaps | undefined {
  return (window as unknown as Partial<Record<typeof EARLY_TAPS_GLOBAL, EarlyTaps>>)[EARLY_TAPS_GLOBAL];
}

/**
 * Once the prerendered screen is hydrated, presses again each control the visitor tapped while
 * it was still only HTML. Hydration keeps the very DOM nodes, and React's handlers are on them
 * now, so the click does what the tap would have done. A control tapped twice is pressed once:
 * the second tap hit the same node before anything had changed.
 */
export function replayEarlyTaps(): void {
  for (const control of earlyTaps()?.release() ?? []) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}

/** The app renders another screen from scratch: taps on the prerendered one are dropped with it. */
export function dropEarlyTaps(): void {
  earlyTaps()?.release();
}
