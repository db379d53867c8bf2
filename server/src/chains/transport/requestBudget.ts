/**
 * A token bucket: how many requests this process may still send to an outside
 * API. It holds `burst` tokens at most and earns them back at a steady rate, so
 * a burst of visitors spends the bucket and then gets a quick "no" instead of
 * queueing forever or getting the service banned by a key-less API.
 * Pure of global state: one bucket per instance, the clock injected.
 */

export interface RequestBudget {
  /** Takes `count` tokens (default 1) when all are there; false, taking none, when they are not. */
  tryTake(count?: number): boolean;
  /** Milliseconds until `count` tokens are there; 0 when they already are, Infinity when `count` exceeds the burst. */
  waitMs(count?: number): number;
  /** Most tokens the bucket holds: the largest number of requests one caller can ever take at once. */
  readonly burst: number;
}

export interface RequestBudgetOptions {
  /** Steady rate; give exactly one of perSecond and perMinute. */
  perSecond?: number;
  perMinute?: number;
  /** Tokens held at most (and at start). Default: one second's worth, at least 1. */
  burst?: number;
  /** Milliseconds since the epoch, like Date.now. */
  now?: () => number;
}

function ratePerMs(options: RequestBudgetOptions): number {
  const { perSecond, perMinute } = options;
  if ((perSecond === undefined) === (perMinute === undefined)) throw new RangeError('give exactly one of perSecond and perMinute');
  const perMs = perSecond !== undefined ? perSecond / 1000 : (perMinute as number) / 60_000;
  if (!Number.isFinite(perMs) || perMs <= 0) throw new RangeError(`the rate must be a positive number (got ${perSecond ?? perMinute})`);
  return perMs;
}

export function createRequestBudget(options: RequestBudgetOptions): RequestBudget {
  const perMs = ratePerMs(options);
  const burst = options.burst ?? Math.max(1, Math.floor(perMs * 1000));
  if (!Number.isInteger(burst) || burst < 1) throw new RangeError(`burst must be a whole number of at least 1 (got ${burst})`);
  const now = options.now ?? Date.now;

  let tokens = burst;
  let refilledAt = now();

  function refill(): void {
    const at = now();
    // A clock that steps back (injected, or NTP) earns nothing rather than losing tokens.
    tokens = Math.min(burst, tokens + Math.max(0, at - refilledAt) * perMs);
    refilledAt = at;
  }

  return {
    burst,
    tryTake(count = 1) {
      refill();
      if (count > tokens) return false;
      tokens -= count;
      return true;
    },
    waitMs(count = 1) {
      if (count > burst) return Infinity;
      refill();
      return count <= tokens ? 0 : Math.ceil((count - tokens) / perMs);
    },
  };
}
