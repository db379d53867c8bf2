/**
 * A chunk that cannot be loaded: after a deploy (the open page asks for a file the new build no
 * longer has), or with the service down and the chunk not on the device.
 */

/** When this tab last reloaded itself for a missing chunk (sessionStorage: per tab, survives the reload). */
export const RELOADED_AT_KEY = 'ribbit-reloaded-for-new-build';
/** A second failure within this time after a reload is not a stale page: no second reload. */
export const RELOAD_GUARD_MS = 60_000;
const HEALTH_URL = '/api/health';

/** webpack's ChunkLoadError ("Loading chunk 949 failed"), and the browsers' words for a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed|dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** Whether Ribbit's service answers now: a chunk that fails while it does belongs to an older build. */
export async function serviceAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Reloads the page once, to get the new build's page and chunks. Guarded per tab: a chunk that
 * fails again right after the reload is not a stale page, and a loop of reloads would be worse
 * than the message. Returns false (and does nothing) when the guard holds.
 */
export function reloadOnceForNewBuild(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // No sessionStorage, so no guard: no reload.
    return false;
  }
  window.location.reload();
  return true;
}
