/**
 * Waiting for a scarce thing (a chain's request budget, a node's turn at heavy work) fairly
 * between visitors, and never for long (issue 31, item 2: twenty visitors, each within its own
 * limits, stalled a twenty-first for 18–105 s).
 *
 * Waiters are served by start-time fair queueing: each visitor's waiters are numbered on from its
 * last one (or from the number now being served, for a visitor that has not asked lately), and the
 * lowest number goes first. Every ask spends a number, served or not, so a visitor that has asked
 * for nothing lately goes ahead of a crowd's backlog, and a crowd that asks again the moment it is
 * refused falls behind those that do not.
 *
 * Each waiter says how long it will wait (`patienceMs`): one whose expected wait is longer is
 * refused at once with BusyError (answered 503 with Retry-After), and so is a waiter that a more
 * deserving newcomer pushes past its patience. A waiter whose signal aborts (its visitor went, its
 * own deadline passed) leaves the queue and never takes its turn. The service's own work (no
 * visitor) waits as long as it takes, in a lane of its own.
 */

/** Who waits, and how long. */
export interface Turn {
  /** The visitor's key (domain/visitorKey.ts); absent: the service's own work (a price refresh, a chain id check). */
  visitor?: string;
  /** Aborts the wait: the waiter leaves the queue, and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The thing is too busy for this waiter to get its turn in time: answered 503 with Retry-After. */
export class BusyError extends Error {
  override name = 'BusyError';
  constructor(
    readonly retryAfterS: number,
    message = 'Too many visitors are being served right now.',
  ) {
    super(message);
  }
}

interface Waiter {
  tag: number;
  seq: number;
  visitor: string;
  patienceMs: number;
  admit(): void;
  refuse(error: Error): void;
}

export interface FairQueueOptions {
  /** The expected wait of the waiter at a 0-based position (the queue's owner knows its pace). */
  expectedWaitMs: (position: number) => number;
  /** How long a visitor's waiter waits at most. */
  patienceMs: number;
  /** What a refused waiter is told to wait before asking again. */
  retryAfterS: number;
}

export interface FairQueue {
  /** Resolves when `admit` lets this waiter through; rejects with BusyError, or the signal's reason. */
  join(turn?: Turn): Promise<void>;
  /** Lets the fairest waiter through; false when none waits. */
  admit(): boolean;
  readonly waiting: number;
}

/** The service's own lane: it never gives up. */
const OWN_WORK = '';
/** Past this many visitors remembered, those the queue has moved past are forgotten. */
const FORGET_ABOVE = 10_000;

export function fairQueue({ expectedWaitMs, patienceMs, retryAfterS }: FairQueueOptions): FairQueue {
  const queue: Waiter[] = [];
  /** Each visitor's next start tag: one past its last waiter's. */
  const nextTag = new Map<string, number>();
  /** The tag of the last waiter let through: where a visitor that has not asked lately starts. */
  let now = 0;
  let seq = 0;

  const before = (a: Waiter, b: Waiter) => a.tag < b.tag || (a.tag === b.tag && a.seq < b.seq);

  const remove = (waiter: Waiter): boolean => {
    const index = queue.indexOf(waiter);
    if (index < 0) return false;
    // Its tag stays spent: a visitor is charged for asking, not only for being served, so a crowd that
    // asks again at once whenever it is refused falls behind one that asks now and then.
    queue.splice(index, 1);
    return true;
  };

  /** Refuses, from the back, every visitor's waiter whose expected wait is now past its patience. */
  const refuseTheImpatient = () => {
    for (let position = queue.length - 1; position >= 0; position--) {
      const waiter = queue[position];
      if (expectedWaitMs(position) <= waiter.patienceMs) continue;
      remove(waiter);
      waiter.refuse(new BusyError(retryAfterS));
    }
  };

  const forget = () => {
    if (nextTag.size <= FORGET_ABOVE) return;
    for (const [visitor, tag] of nextTag) if (tag <= now) nextTag.delete(visitor);
  };

  return {
    join(turn = {}) {
      const { visitor = OWN_WORK, signal } = turn;
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          if (remove(waiter)) reject(signal?.reason as Error);
        };
        const settle = () => signal?.removeEventListener('abort', onAbort);
        const tag = Math.max(now, nextTag.get(visitor) ?? now);
        nextTag.set(visitor, tag + 1);
        const waiter: Waiter = {
          tag,
          seq: seq++,
          visitor,
          patienceMs: visitor === OWN_WORK ? Infinity : patienceMs,
          admit: () => {
            settle();
            resolve();
          },
          refuse: (error) => {
            settle();
            reject(error);
          },
        };
        let index = queue.length;
        while (index > 0 && before(waiter, queue[index - 1])) index--;
        queue.splice(index, 0, waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        refuseTheImpatient();
      });
    },
    admit() {
      const waiter = queue.shift();
      if (!waiter) return false;
      now = waiter.tag;
      forget();
      waiter.admit();
      return true;
    },
    get waiting() {
      return queue.length;
    },
  };
}
