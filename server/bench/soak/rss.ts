/** A process's resident set size, sampled from /proc (Linux), in MiB. */
import { readFileSync } from 'node:fs';

export function rssMiB(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Samples every `everyMs` until stopped; each sample is [seconds since start, MiB per pid]. */
export function sampleRss(pids: number[], everyMs: number): { stop(): Array<{ at: number; mib: number[] }> } {
  const started = Date.now();
  const samples: Array<{ at: number; mib: number[] }> = [];
  const take = () => samples.push({ at: (Date.now() - started) / 1000, mib: pids.map(rssMiB) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
