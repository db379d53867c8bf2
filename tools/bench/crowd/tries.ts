/**
 * The other visitor of `npm run bench:crowd`: a few POSTs of a wallet whose prices are warm, sent at
 * a steady pace whether or not the one before has been answered (a stalled one does not hold back
 * the next), each from a new address, each timed from the moment it was sent until its whole answer
 * arrived (or it gave up after TRY_LIMIT_MS). In a child process, as a real
 * visitor's browser would be elsewhere.
 */
import { answerParent, resultFromChild } from '../childResult';

/** A try that takes longer is recorded as this long, with status 0. */
const TRY_LIMIT_MS = 120_000;

export interface Tries {
  url: string;
  wallet: string;
  count: number;
  /** From one try's start to the next's. */
  everyMs: number;
  /** Distinct addresses: 10.32.<window>.<try>. */
  window: number;
}

export interface Try {
  ms: number;
  /** 0: no answer within TRY_LIMIT_MS. */
  status: number;
  /** The error's code, when the answer was one (busy, chain_unavailable…). */
  code?: string;
}

async function tryOnce({ url, wallet, window }: Tries, index: number): Promise<Try> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.32.${window % 250}.${index + 1}`, 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ wallet }),
      signal: AbortSignal.timeout(TRY_LIMIT_MS),
    });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status === 200) return { ms, status: 200 };
    const { error } = JSON.parse(body) as { error?: { code?: string } };
    return { ms, status: response.status, code: error?.code };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

function run(tries: Tries): Promise<Try[]> {
  return Promise.all(
    Array.from({ length: tries.count }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * tries.everyMs));
      return tryOnce(tries, index);
    }),
  );
}

export function triesInChild(tries: Tries): Promise<Try[]> {
  return resultFromChild(__filename, ['--tries', JSON.stringify(tries)]);
}

if (process.argv[2] === '--tries') answerParent(() => run(JSON.parse(process.argv[3]) as Tries));
