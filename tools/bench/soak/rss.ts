/** A process's resident set size, sampled from /proc (Linux), in MiB. */
import { readFileSync } from 'node:fs';
import { sampleEvery } from './sampler';

export function rssMiB(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Samples every `everyMs` until stopped; each sample is [seconds since start, MiB per pid]. */
export function sampleRss(pids: number[], everyMs: number): { stop(): Array<{ at: number; mib: number[] }> } {
  return sampleEvery(everyMs, () => ({ mib: pids.map(rssMiB) }));
}
