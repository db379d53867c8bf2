/**
 * CPU time per part of the soak's cluster (each node, the chains, PostgreSQL, Redis,
 * nginx, the load generator), from Linux's /proc. Unlike latency, CPU per request
 * does not depend on what else runs on the machine, so a part whose cost per request
 * grows minute by minute shows itself even on a shared host.
 */
import { readFileSync } from 'node:fs';
import { sampleEvery } from './sampler';

/**
 * CPU of one process (all its threads) and of its children that have exited, in ms; 0 once it
 * has exited itself. The children's share keeps a tree's sum from dropping when one ends: the
 * pool closes idle PostgreSQL connections, and their backends' time passes to the postmaster.
 */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the ")" closing the command name: utime, stime, cutime and cstime are the 12th to 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10; // USER_HZ is 100 on Linux.
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * The whole machine's CPU (ms, all cores) from /proc/stat: `busy` (everything but idle and
 * iowait) and `steal` (time the hypervisor gave to other machines). Busy minus the cluster's
 * parts is what else ran on the machine meanwhile.
 */
function machineCpuMs(): { busy: number; steal: number } {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq) * 10, steal: steal * 10 };
}

/** Each part's cumulative CPU (ms) of the processes it has now; a part lists its processes afresh each time. */
export type Parts = Record<string, () => number[]>;

export interface CpuSample {
  /** Seconds since sampling began. */
  at: number;
  /** Per part, plus `machine` (all busy CPU) and `steal` (machineCpuMs). */
  ms: Record<string, number>;
}

/** Samples every `everyMs` until stopped. */
export function sampleCpu(parts: Parts, everyMs: number): { stop(): CpuSample[] } {
  return sampleEvery(everyMs, () => {
    const { busy, steal } = machineCpuMs();
    const ms: Record<string, number> = { machine: busy, steal };
    for (const [name, pids] of Object.entries(parts)) ms[name] = pids().reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    return { ms };
  });
}

/** CPU ms each part used during minute `minute` (1-based), from the samples nearest its edges. */
export function cpuInMinute(samples: readonly CpuSample[], minute: number): Record<string, number> {
  const atOrBefore = (seconds: number) => samples.filter((sample) => sample.at <= seconds).at(-1) ?? samples[0];
  const [from, to] = [atOrBefore((minute - 1) * 60), atOrBefore(minute * 60)];
  return Object.fromEntries(Object.keys(to.ms).map((name) => [name, to.ms[name] - from.ms[name]]));
}
