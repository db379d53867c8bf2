/**
 * Readiness's look at a chain's wallet read, not only at its node: eth_blockNumber answers while every
 * wallet's read fails (a token on the list that sinks the holdings eth_call, a Multicall3 that is gone),
 * and such a chain is not up (issue 38). The probe reads one wallet through the very reader visitors use,
 * at most once per PROBE_EVERY_MS, so a busy load balancer costs one eth_call per chain every 30 s.
 * What it finds unreadable on the token list (set aside for every wallet) makes the node degraded.
 */
import type { Address } from 'viem';
import type { SetAsideToken } from '../../../contract';
import type { HoldingsReader } from './holdings';

/** An address no one holds a key to (all but its last bytes zero): the token list's reads, for nobody in particular. */
export const PROBE_WALLET: Address = '0x0000000000000000000000000000000000052494';
/** How long an answered probe stands. */
export const PROBE_EVERY_MS = 30_000;
/** How long a failed one stands: a chain back up is seen up again soon. */
export const FAILED_PROBE_MS = 5_000;

export interface HoldingsProbe {
  /** The token list's unreadable entries of the probe's read; rejects when the chain's wallet read fails. */
  check(): Promise<SetAsideToken[]>;
}

export function holdingsProbe(reader: HoldingsReader, now: () => number = Date.now): HoldingsProbe {
  let last: { at: number; failed: boolean; outcome: Promise<SetAsideToken[]> } | null = null;
  return {
    check() {
      const age = last ? now() - last.at : Infinity;
      if (!last || age >= (last.failed ? FAILED_PROBE_MS : PROBE_EVERY_MS)) {
        const probe = { at: now(), failed: false, outcome: Promise.resolve<SetAsideToken[]>([]) };
        probe.outcome = reader.read(PROBE_WALLET).then(
          ({ setAside }) => setAside.filter((entry) => entry.reason === 'unreadable'),
          (error: unknown) => {
            probe.failed = true;
            throw error;
          },
        );
        last = probe;
      }
      return last.outcome;
    },
  };
}
